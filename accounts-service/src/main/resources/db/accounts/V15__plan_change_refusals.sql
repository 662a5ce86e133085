-- Issue 40 (M1): a paid plan change is checked again when Stripe's webhook applies it, under the workspace's lock,
-- against its people plus open invitations. One that no longer fits is refused (the checkout completed with the
-- reason, its payment refunded through Stripe) and the owner reads the reason on the plans page.
ALTER TABLE plan_checkouts ADD COLUMN refused_reason text;
