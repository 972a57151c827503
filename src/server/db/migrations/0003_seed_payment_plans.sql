-- The three premium plans. Prices are whole rupees; orders charge price × 100 paise.
-- A later price change is a new migration that updates the row: orders already made keep the
-- amount they were created with.
INSERT INTO "payment_plans" ("plan_id", "name", "description", "price", "duration", "features", "is_popular") VALUES
('monthly', 'Monthly', 'Every premium reading for a month: try it out.', 299, 'monthly',
 '["Unlimited readings", "Daily, weekly, monthly and yearly predictions", "PDF downloads of every reading", "Detailed analysis of your chart", "Priority support"]'::jsonb, false),
('quarterly', 'Quarterly', 'Three months of guidance through a full season of transits.', 749, 'quarterly',
 '["Unlimited readings", "Daily, weekly, monthly and yearly predictions", "PDF downloads of every reading", "Detailed analysis of your chart", "Priority support", "Save 16% compared with monthly"]'::jsonb, true),
('yearly', 'Yearly', 'A whole year of readings through every transit and dasha change.', 2499, 'yearly',
 '["Unlimited readings", "Daily, weekly, monthly and yearly predictions", "PDF downloads of every reading", "Detailed analysis of your chart", "Priority support", "Save 30% compared with monthly"]'::jsonb, false)
ON CONFLICT ("plan_id") DO NOTHING;
