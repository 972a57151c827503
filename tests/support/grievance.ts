/** The Grievance Officer production requires (GRIEVANCE_OFFICER_*): a test's dummy one. */
export const testGrievanceEnv = {
  GRIEVANCE_OFFICER_NAME: 'Asha Verma',
  GRIEVANCE_OFFICER_EMAIL: 'grievance@jyotishi.example',
  GRIEVANCE_OFFICER_ADDRESS: '12 MG Road, Bengaluru 560001, Karnataka, India',
};
