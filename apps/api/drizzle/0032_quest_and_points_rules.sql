CREATE TABLE "points_rules" (
	"kind" text PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"valid_from" date,
	"valid_to" date,
	CONSTRAINT "points_rules_points" CHECK ("points_rules"."points" between 0 and 1000),
	CONSTRAINT "points_rules_validity" CHECK ("points_rules"."valid_from" is null or "points_rules"."valid_to" is null or "points_rules"."valid_to" >= "points_rules"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "quest_rules" (
	"key" text PRIMARY KEY NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"spins_per_step" integer DEFAULT 1 NOT NULL,
	"repeatable" boolean NOT NULL,
	"title" text NOT NULL,
	"title_en" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "quest_rules_spins" CHECK ("quest_rules"."spins_per_step" between 1 and 10)
);
--> statement-breakpoint
ALTER TABLE "points_ledger" ADD COLUMN "ref" text;--> statement-breakpoint
ALTER TABLE "spin_earnings" ADD COLUMN "spins" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_once" UNIQUE("customer_id","reason","ref");--> statement-breakpoint
ALTER TABLE "spin_earnings" ADD CONSTRAINT "spin_earnings_spins" CHECK ("spin_earnings"."spins" >= 1);--> statement-breakpoint
-- The quests the code tracks, as they ran before the back office could edit them: one spin a step, the same titles.
INSERT INTO "quest_rules" ("key", "active", "spins_per_step", "repeatable", "title", "title_en", "description", "description_en", "sort") VALUES
	('first_booking', true, 1, false, 'Đặt lịch lần đầu', 'Make your first booking', 'Đặt lịch cắt tóc đầu tiên tại salon.', 'Book your first haircut at a salon.', 10),
	('completed_booking', true, 1, true, 'Hoàn thành một lần cắt', 'Complete a haircut', 'Mỗi lần cắt hoàn thành trong 30 ngày qua.', 'Each haircut completed in the last 30 days.', 20),
	('rated_visit', true, 1, true, 'Đánh giá lần cắt', 'Rate a visit', 'Mỗi lần cắt anh đánh giá trong 30 ngày qua.', 'Each visit you rated in the last 30 days.', 30),
	('complete_profile', true, 1, false, 'Cập nhật đủ hồ sơ (tên, email, ngày sinh)', 'Complete your profile (name, email, birthday)', 'Điền tên, email và ngày sinh trong tài khoản.', 'Fill in your name, email and birthday in your account.', 40)
ON CONFLICT ("key") DO NOTHING;
--> statement-breakpoint
-- The points rules exist and are off (no points were given for a visit or a rating before); the chain turns them on.
INSERT INTO "points_rules" ("kind", "points", "active") VALUES ('paid_visit', 0, false), ('rated_visit', 0, false)
ON CONFLICT ("kind") DO NOTHING;
