-- Issue 39 item 2: the links that prove an address, kept with the other mailed links (one mechanism: random token,
-- only its SHA-256 stored, an expiry, single use). 'verify' confirms the address of an account made before addresses
-- were verified; 'change' confirms a new address, which replaces the account's only once the link is opened (the
-- newest open 'change' link of an account is its pending change). email: the address the link was mailed to.
ALTER TABLE sign_in_links DROP CONSTRAINT sign_in_links_purpose_check;
ALTER TABLE sign_in_links ADD CONSTRAINT sign_in_links_purpose_check
  CHECK (purpose IN ('reset', 'unlock', 'verify', 'change'));
ALTER TABLE sign_in_links ADD COLUMN email text;
ALTER TABLE sign_in_links ADD CONSTRAINT sign_in_links_address_has_email
  CHECK (purpose NOT IN ('verify', 'change') OR email IS NOT NULL);
