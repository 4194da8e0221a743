-- Staff search by a whole phone number answered by one index (ADR 0041): the number a purchase was
-- for is in the provider's request (airtime, data, bills), the request details (airtime to cash) or
-- the delivery phone (shop). The expression is RECIPIENT_PHONE in transactions/staff-view.ts: the
-- search must use exactly this one for PostgreSQL to take the index. No table rewrite: an index only.
CREATE INDEX IF NOT EXISTS transactions_recipient_phone
  ON transactions ((COALESCE(provider_request->>'phone', request_details->>'phone', delivery_phone)))
  WHERE COALESCE(provider_request->>'phone', request_details->>'phone', delivery_phone) IS NOT NULL;
