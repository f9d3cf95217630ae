CREATE TABLE "daily_job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stylist_month_ratings" (
	"month" date NOT NULL,
	"stylist_id" integer NOT NULL,
	"ratings" integer DEFAULT 0 NOT NULL,
	"stars_sum" integer DEFAULT 0 NOT NULL,
	"five_stars" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stylist_month_ratings_month_stylist_id_pk" PRIMARY KEY("month","stylist_id"),
	CONSTRAINT "stylist_month_ratings_counts" CHECK ("stylist_month_ratings"."ratings" >= 0 and "stylist_month_ratings"."five_stars" between 0 and "stylist_month_ratings"."ratings")
);
--> statement-breakpoint
ALTER TABLE "style_master_posts" ADD COLUMN "likes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "style_master_posts" ADD COLUMN "contest_likes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stylist_month_ratings" ADD CONSTRAINT "stylist_month_ratings_stylist_id_staff_id_fk" FOREIGN KEY ("stylist_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_stylist_day_idx" ON "bookings" USING btree ("stylist_id","date_book");--> statement-breakpoint
CREATE INDEX "bookings_completed_start_idx" ON "bookings" USING btree ("start_at") WHERE status = 'completed';--> statement-breakpoint
CREATE INDEX "ratings_customer_created_idx" ON "ratings" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "style_master_posts_ranked_idx" ON "style_master_posts" USING btree ("likes" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ledger_entries_grant_expiry_idx" ON "ledger_entries" USING btree ("expires_at") WHERE "ledger_entries"."kind" = 'package_granted';--> statement-breakpoint
-- Counters of history kept in the transaction that changes it (issue 29): the month's ratings per stylist
-- (ratings of completed visits, by the visit's month) and each post's likes. Triggers rather than
-- application code, so that every writer (the API, the floor, a seed, a test fixture) keeps them exact.
CREATE FUNCTION stylist_month_ratings_move(p_stylist integer, p_day date, p_stars integer, p_delta integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE m date := date_trunc('month', p_day::timestamp)::date;
BEGIN
  -- A removal updates the row its rating was added to (an insert's row must pass the checks even on conflict).
  IF p_delta < 0 THEN
    UPDATE stylist_month_ratings
      SET ratings = ratings + p_delta, stars_sum = stars_sum + p_delta * p_stars, five_stars = five_stars + CASE WHEN p_stars = 5 THEN p_delta ELSE 0 END
      WHERE month = m AND stylist_id = p_stylist;
    RETURN;
  END IF;
  INSERT INTO stylist_month_ratings AS r (month, stylist_id, ratings, stars_sum, five_stars)
  VALUES (m, p_stylist, p_delta, p_delta * p_stars, CASE WHEN p_stars = 5 THEN p_delta ELSE 0 END)
  ON CONFLICT (month, stylist_id) DO UPDATE
    SET ratings = r.ratings + excluded.ratings, stars_sum = r.stars_sum + excluded.stars_sum, five_stars = r.five_stars + excluded.five_stars;
END $$;
--> statement-breakpoint
CREATE FUNCTION ratings_count_month() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE b record;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT stylist_id, date_book, status INTO b FROM bookings WHERE id = OLD.booking_id;
    IF FOUND AND b.status = 'completed' THEN PERFORM stylist_month_ratings_move(b.stylist_id, b.date_book, OLD.stars, -1); END IF;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    SELECT stylist_id, date_book, status INTO b FROM bookings WHERE id = NEW.booking_id;
    IF FOUND AND b.status = 'completed' THEN PERFORM stylist_month_ratings_move(b.stylist_id, b.date_book, NEW.stars, 1); END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ratings_count_month AFTER INSERT OR DELETE OR UPDATE OF booking_id, stars ON ratings FOR EACH ROW EXECUTE FUNCTION ratings_count_month();
--> statement-breakpoint
-- A rated visit leaving or entering 'completed', or moved to another stylist or day, moves its rating.
CREATE FUNCTION bookings_count_month_ratings() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE s integer;
BEGIN
  SELECT stars INTO s FROM ratings WHERE booking_id = NEW.id;
  IF NOT FOUND THEN RETURN NULL; END IF;
  IF OLD.status = 'completed' THEN PERFORM stylist_month_ratings_move(OLD.stylist_id, OLD.date_book, s, -1); END IF;
  IF NEW.status = 'completed' THEN PERFORM stylist_month_ratings_move(NEW.stylist_id, NEW.date_book, s, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bookings_count_month_ratings AFTER UPDATE OF status, stylist_id, date_book ON bookings FOR EACH ROW
  WHEN ((OLD.status = 'completed' OR NEW.status = 'completed')
    AND (OLD.status IS DISTINCT FROM NEW.status OR OLD.stylist_id <> NEW.stylist_id OR OLD.date_book <> NEW.date_book))
  EXECUTE FUNCTION bookings_count_month_ratings();
--> statement-breakpoint
-- Votes count for a contest's leaderboard when cast before the end of the contest whose period holds the post.
CREATE FUNCTION style_master_post_contest_end(p_created timestamptz) RETURNS timestamptz LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT ends_at FROM contests WHERE starts_at <= p_created AND ends_at > p_created ORDER BY starts_at DESC LIMIT 1), 'infinity')
$$;
--> statement-breakpoint
CREATE FUNCTION style_master_votes_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE style_master_posts SET likes = likes - 1, contest_likes = contest_likes - (OLD.created_at < style_master_post_contest_end(created_at))::int
    WHERE id = OLD.post_id;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    UPDATE style_master_posts SET likes = likes + 1, contest_likes = contest_likes + (NEW.created_at < style_master_post_contest_end(created_at))::int
    WHERE id = NEW.post_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER style_master_votes_count AFTER INSERT OR DELETE OR UPDATE OF post_id, created_at ON style_master_votes FOR EACH ROW EXECUTE FUNCTION style_master_votes_count();
--> statement-breakpoint
-- Every post's counters from its vote rows: after a bulk load with the triggers off, and when a contest
-- is added, moved or removed (which votes count for its posts changes).
CREATE FUNCTION rebuild_post_likes() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE style_master_posts p SET likes = v.likes, contest_likes = v.contest_likes
  FROM (
    SELECT p2.id, count(v2.post_id)::int AS likes, (count(v2.post_id) FILTER (WHERE v2.created_at < style_master_post_contest_end(p2.created_at)))::int AS contest_likes
    FROM style_master_posts p2 LEFT JOIN style_master_votes v2 ON v2.post_id = p2.id GROUP BY p2.id
  ) v
  WHERE v.id = p.id AND (p.likes <> v.likes OR p.contest_likes <> v.contest_likes);
END $$;
--> statement-breakpoint
CREATE FUNCTION contests_recount_likes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rebuild_post_likes();
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER contests_recount_likes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON contests FOR EACH STATEMENT EXECUTE FUNCTION contests_recount_likes();
--> statement-breakpoint
-- Every counter from the rows (seed:scale after its bulk load, and below for the rows already there).
CREATE FUNCTION rebuild_history_counters() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rebuild_post_likes();
  DELETE FROM stylist_month_ratings;
  INSERT INTO stylist_month_ratings (month, stylist_id, ratings, stars_sum, five_stars)
  SELECT date_trunc('month', b.date_book::timestamp)::date, b.stylist_id, count(*), sum(r.stars), count(*) FILTER (WHERE r.stars = 5)
  FROM ratings r JOIN bookings b ON b.id = r.booking_id
  WHERE b.status = 'completed'
  GROUP BY 1, 2;
END $$;
--> statement-breakpoint
SELECT rebuild_history_counters();
