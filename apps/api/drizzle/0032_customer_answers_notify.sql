-- Answers kept per customer on each API instance (issue 29: his history pages and member status, a phone's
-- upcoming lookup, `lib/customer-answers.ts`) are dropped on every instance when the rows they are made of
-- change: each statement writing those rows sends, at its commit, `NOTIFY customer_answers` with the
-- customers ('c<id>') and phones ('p<phone>') it touched. Triggers rather than application code, so that every
-- writer (the API, the floor, a job, the back office, a fixture) is covered; statement triggers with transition
-- tables, so a bulk write (the daily tier pass, a seed) is a few notifications, not one per row.
CREATE FUNCTION notify_customer_answers(p_keys text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  k text;
  chunk text := '';
BEGIN
  IF p_keys IS NULL OR cardinality(p_keys) = 0 THEN RETURN; END IF;
  -- Past a few thousand, one message that drops everything (else chunks: a payload holds at most 8000 bytes).
  IF cardinality(p_keys) > 4000 THEN
    PERFORM pg_notify('customer_answers', '*');
    RETURN;
  END IF;
  FOREACH k IN ARRAY p_keys LOOP
    IF length(chunk) + length(k) > 7900 THEN
      PERFORM pg_notify('customer_answers', chunk);
      chunk := '';
    END IF;
    chunk := CASE WHEN chunk = '' THEN k ELSE chunk || ',' || k END;
  END LOOP;
  PERFORM pg_notify('customer_answers', chunk);
END $$;
--> statement-breakpoint
-- A statement of more than 4000 rows (a bulk load, a chain-wide pass) drops everything, without gathering keys.
CREATE FUNCTION bookings_customer_answers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF (SELECT count(*) FROM (SELECT 1 FROM old_rows LIMIT 4001) s) > 4000 THEN PERFORM pg_notify('customer_answers', '*'); RETURN NULL; END IF;
    PERFORM notify_customer_answers(ARRAY(
      SELECT DISTINCT k FROM old_rows r, LATERAL (VALUES ('c' || r.customer_id), ('p' || r.phone)) v(k) WHERE k IS NOT NULL));
    RETURN NULL;
  END IF;
  IF (SELECT count(*) FROM (SELECT 1 FROM new_rows LIMIT 4001) s) > 4000 THEN PERFORM pg_notify('customer_answers', '*'); RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM notify_customer_answers(ARRAY(
      SELECT DISTINCT k FROM new_rows r, LATERAL (VALUES ('c' || r.customer_id), ('p' || r.phone)) v(k) WHERE k IS NOT NULL));
  ELSE
    PERFORM notify_customer_answers(ARRAY(
      SELECT DISTINCT k FROM (SELECT customer_id, phone FROM new_rows UNION ALL SELECT customer_id, phone FROM old_rows) r,
        LATERAL (VALUES ('c' || r.customer_id), ('p' || r.phone)) v(k) WHERE k IS NOT NULL));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Rows of a booking (its services, photos, rating, payment): the booking's customer.
CREATE FUNCTION booking_rows_customer_answers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF (SELECT count(*) FROM (SELECT 1 FROM old_rows LIMIT 4001) s) > 4000 THEN PERFORM pg_notify('customer_answers', '*'); RETURN NULL; END IF;
    PERFORM notify_customer_answers(ARRAY(
      SELECT DISTINCT 'c' || b.customer_id FROM old_rows r JOIN bookings b ON b.id = r.booking_id WHERE b.customer_id IS NOT NULL));
    RETURN NULL;
  END IF;
  IF (SELECT count(*) FROM (SELECT 1 FROM new_rows LIMIT 4001) s) > 4000 THEN PERFORM pg_notify('customer_answers', '*'); RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM notify_customer_answers(ARRAY(
      SELECT DISTINCT 'c' || b.customer_id FROM new_rows r JOIN bookings b ON b.id = r.booking_id WHERE b.customer_id IS NOT NULL));
  ELSE
    PERFORM notify_customer_answers(ARRAY(
      SELECT DISTINCT 'c' || b.customer_id FROM (SELECT booking_id FROM new_rows UNION SELECT booking_id FROM old_rows) r
        JOIN bookings b ON b.id = r.booking_id WHERE b.customer_id IS NOT NULL));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- His own rows: the ledger (customer_id), his customer row (id; a new customer has nothing kept yet).
CREATE FUNCTION ledger_customer_answers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF (SELECT count(*) FROM (SELECT 1 FROM old_rows LIMIT 4001) s) > 4000 THEN PERFORM pg_notify('customer_answers', '*'); RETURN NULL; END IF;
    PERFORM notify_customer_answers(ARRAY(SELECT DISTINCT 'c' || customer_id FROM old_rows WHERE customer_id IS NOT NULL));
    RETURN NULL;
  END IF;
  IF (SELECT count(*) FROM (SELECT 1 FROM new_rows LIMIT 4001) s) > 4000 THEN PERFORM pg_notify('customer_answers', '*'); RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM notify_customer_answers(ARRAY(SELECT DISTINCT 'c' || customer_id FROM new_rows WHERE customer_id IS NOT NULL));
  ELSE
    PERFORM notify_customer_answers(ARRAY(
      SELECT DISTINCT 'c' || customer_id FROM (SELECT customer_id FROM new_rows UNION ALL SELECT customer_id FROM old_rows) r WHERE customer_id IS NOT NULL));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION customers_customer_answers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF (SELECT count(*) FROM (SELECT 1 FROM old_rows LIMIT 4001) s) > 4000 THEN PERFORM pg_notify('customer_answers', '*'); RETURN NULL; END IF;
    PERFORM notify_customer_answers(ARRAY(SELECT 'c' || id FROM old_rows));
    RETURN NULL;
  END IF;
  IF (SELECT count(*) FROM (SELECT 1 FROM new_rows LIMIT 4001) s) > 4000 THEN PERFORM pg_notify('customer_answers', '*'); RETURN NULL; END IF;
  PERFORM notify_customer_answers(ARRAY(SELECT 'c' || id FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A trigger with transition tables has one event: three per table.
CREATE TRIGGER bookings_customer_answers_ins AFTER INSERT ON bookings REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bookings_customer_answers();
--> statement-breakpoint
CREATE TRIGGER bookings_customer_answers_upd AFTER UPDATE ON bookings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bookings_customer_answers();
--> statement-breakpoint
CREATE TRIGGER bookings_customer_answers_del AFTER DELETE ON bookings REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bookings_customer_answers();
--> statement-breakpoint
CREATE TRIGGER booking_services_customer_answers_ins AFTER INSERT ON booking_services REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_rows_customer_answers();
--> statement-breakpoint
CREATE TRIGGER booking_services_customer_answers_upd AFTER UPDATE ON booking_services REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_rows_customer_answers();
--> statement-breakpoint
CREATE TRIGGER booking_services_customer_answers_del AFTER DELETE ON booking_services REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_rows_customer_answers();
--> statement-breakpoint
CREATE TRIGGER booking_images_customer_answers_ins AFTER INSERT ON booking_images REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_rows_customer_answers();
--> statement-breakpoint
CREATE TRIGGER booking_images_customer_answers_upd AFTER UPDATE ON booking_images REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_rows_customer_answers();
--> statement-breakpoint
CREATE TRIGGER booking_images_customer_answers_del AFTER DELETE ON booking_images REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_rows_customer_answers();
--> statement-breakpoint
CREATE TRIGGER ratings_customer_answers_ins AFTER INSERT ON ratings REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_rows_customer_answers();
--> statement-breakpoint
CREATE TRIGGER ratings_customer_answers_upd AFTER UPDATE ON ratings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_rows_customer_answers();
--> statement-breakpoint
CREATE TRIGGER ratings_customer_answers_del AFTER DELETE ON ratings REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_rows_customer_answers();
--> statement-breakpoint
CREATE TRIGGER visit_payments_customer_answers_ins AFTER INSERT ON visit_payments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_rows_customer_answers();
--> statement-breakpoint
CREATE TRIGGER visit_payments_customer_answers_upd AFTER UPDATE ON visit_payments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_rows_customer_answers();
--> statement-breakpoint
CREATE TRIGGER visit_payments_customer_answers_del AFTER DELETE ON visit_payments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_rows_customer_answers();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_customer_answers_ins AFTER INSERT ON ledger_entries REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_customer_answers();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_customer_answers_upd AFTER UPDATE ON ledger_entries REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_customer_answers();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_customer_answers_del AFTER DELETE ON ledger_entries REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_customer_answers();
--> statement-breakpoint
CREATE TRIGGER customers_customer_answers_upd AFTER UPDATE ON customers REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customers_customer_answers();
--> statement-breakpoint
CREATE TRIGGER customers_customer_answers_del AFTER DELETE ON customers REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION customers_customer_answers();
