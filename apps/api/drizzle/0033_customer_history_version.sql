ALTER TABLE "customers" ADD COLUMN "history_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- His haircut history (/lich-su-cat) is one answer per customer and page, kept by each API instance with the
-- customer's history_version it was made at (issue 29). Every change to what it shows counts the number up in the
-- writing transaction, whichever use case or instance writes, so the next request anywhere makes a new answer:
-- a visit completed, changed while completed or leaving 'completed', moved to another customer (anonymised), its
-- services, after-cut photos, payment or rating. Names of salons and stylists are reference data (60 s).
CREATE FUNCTION customer_history_changed(p_customer integer) RETURNS void LANGUAGE sql AS $$
  UPDATE customers SET history_version = history_version + 1 WHERE id = p_customer
$$;
--> statement-breakpoint
CREATE FUNCTION bookings_history_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.customer_id IS NOT NULL THEN PERFORM customer_history_changed(OLD.customer_id); END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.customer_id IS NOT NULL AND (TG_OP = 'INSERT' OR NEW.customer_id IS DISTINCT FROM OLD.customer_id) THEN
    PERFORM customer_history_changed(NEW.customer_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Creating, holding and cancelling bookings (the hot path) fire none of these: only a completed visit counts.
CREATE TRIGGER bookings_history_insert AFTER INSERT ON bookings FOR EACH ROW WHEN (NEW.status = 'completed')
  EXECUTE FUNCTION bookings_history_changed();
--> statement-breakpoint
CREATE TRIGGER bookings_history_update AFTER UPDATE ON bookings FOR EACH ROW
  WHEN ((OLD.status = 'completed' OR NEW.status = 'completed') AND OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION bookings_history_changed();
--> statement-breakpoint
CREATE TRIGGER bookings_history_delete AFTER DELETE ON bookings FOR EACH ROW WHEN (OLD.status = 'completed')
  EXECUTE FUNCTION bookings_history_changed();
--> statement-breakpoint
-- A row of a visit's services, photos, payment or rating: the visit's customer, if the visit is completed.
CREATE FUNCTION visit_part_history_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE customers c SET history_version = c.history_version + 1
  FROM bookings b
  WHERE b.id = CASE WHEN TG_OP = 'DELETE' THEN OLD.booking_id ELSE NEW.booking_id END
    AND b.status = 'completed' AND c.id = b.customer_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER booking_services_history AFTER INSERT OR UPDATE OR DELETE ON booking_services FOR EACH ROW EXECUTE FUNCTION visit_part_history_changed();
--> statement-breakpoint
CREATE TRIGGER booking_images_history AFTER INSERT OR UPDATE OR DELETE ON booking_images FOR EACH ROW EXECUTE FUNCTION visit_part_history_changed();
--> statement-breakpoint
CREATE TRIGGER visit_payments_history AFTER INSERT OR UPDATE OR DELETE ON visit_payments FOR EACH ROW EXECUTE FUNCTION visit_part_history_changed();
--> statement-breakpoint
CREATE TRIGGER ratings_history AFTER INSERT OR UPDATE OR DELETE ON ratings FOR EACH ROW EXECUTE FUNCTION visit_part_history_changed();
