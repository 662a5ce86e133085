-- What each plan costs per month, shown on the app's plans page. Placeholder list prices until the
-- maintainers set the real ones (a data change, like every plan row).
ALTER TABLE plans ADD COLUMN monthly_usd integer NOT NULL DEFAULT 0 CHECK (monthly_usd >= 0);
UPDATE plans SET monthly_usd = 49 WHERE plan_id = 'pro';
UPDATE plans SET monthly_usd = 149 WHERE plan_id = 'team';
