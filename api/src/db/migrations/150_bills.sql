-- Every bill service. Airtime-to-cash receiving lines, packages that verify (JAMB),
-- remembered verifications, and the provider's own words kept for staff.
ALTER TABLE packages ADD COLUMN receiving_number text;
ALTER TABLE packages ADD COLUMN verify boolean NOT NULL DEFAULT false;

UPDATE packages SET receiving_number = CASE key
    WHEN 'mtn-airtime-cash' THEN '08031230001'
    WHEN 'airtel-airtime-cash' THEN '08021230001'
    WHEN 'glo-airtime-cash' THEN '08051230001'
    WHEN 'etisalat-airtime-cash' THEN '08091230001'
  END
  WHERE type_id = 5;

-- A smart card, meter or profile ID the provider verified for this customer (ADR 0006):
-- purchases that need one refuse a number without a fresh row here and price renewals from it.
CREATE TABLE bill_verifications (
  user_id integer NOT NULL REFERENCES users(id),
  package_id integer NOT NULL REFERENCES packages(id),
  number text NOT NULL,
  -- '' when the package has no meter type.
  meter_type text NOT NULL DEFAULT '',
  content jsonb NOT NULL,
  verified_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, package_id, number, meter_type)
);

ALTER TABLE transactions ADD COLUMN provider_message text;
-- A request staff settle (airtime to cash): network, receiving line, airtime amount. Never sent to a provider.
ALTER TABLE transactions ADD COLUMN request_details jsonb;
