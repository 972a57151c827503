/** A UUID as the database makes them (gen_random_uuid) and the browser (crypto.randomUUID). */
export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
