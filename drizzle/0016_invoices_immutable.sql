-- An issued invoice is never edited (ADR-0400): only its status (with updated_at) moves, through the
-- state machine; the account or order it refers to may go (the reference becomes null). Its lines
-- never change. Nothing is ever deleted.
CREATE FUNCTION invoices_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'an issued invoice is never deleted' USING ERRCODE = 'check_violation';
  END IF;
  IF (to_jsonb(NEW) - 'status' - 'updated_at' - 'customer_id' - 'order_id')
       IS DISTINCT FROM (to_jsonb(OLD) - 'status' - 'updated_at' - 'customer_id' - 'order_id')
     OR (NEW.customer_id IS DISTINCT FROM OLD.customer_id AND NEW.customer_id IS NOT NULL)
     OR (NEW.order_id IS DISTINCT FROM OLD.order_id AND NEW.order_id IS NOT NULL) THEN
    RAISE EXCEPTION 'an issued invoice is never edited: only its status moves' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER invoices_immutable BEFORE UPDATE OR DELETE ON invoices
  FOR EACH ROW EXECUTE FUNCTION invoices_immutable();
--> statement-breakpoint
CREATE FUNCTION invoice_lines_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'an issued invoice''s lines are never edited' USING ERRCODE = 'check_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER invoice_lines_immutable BEFORE UPDATE OR DELETE ON invoice_lines
  FOR EACH ROW EXECUTE FUNCTION invoice_lines_immutable();
