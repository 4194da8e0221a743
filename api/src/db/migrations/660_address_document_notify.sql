-- Get-user/ says whether the newest proof of address waits for staff (or was
-- rejected), so a document's insert or decision tells every listening process (migration 310).
CREATE TRIGGER kyc_documents_notify_profile AFTER INSERT OR UPDATE OF status ON kyc_documents
  FOR EACH ROW EXECUTE FUNCTION profiles_notify_changed();
