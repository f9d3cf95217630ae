CREATE TABLE "invoice_counters" (
	"salon_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_counters_salon_id_year_pk" PRIMARY KEY("salon_id","year")
);
--> statement-breakpoint
CREATE TABLE "visit_payments" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"salon_id" integer NOT NULL,
	"method" text NOT NULL,
	"amount" integer NOT NULL,
	"invoice_number" text NOT NULL,
	"staff_account_id" integer NOT NULL,
	"device_id" integer,
	"paid_at" timestamp with time zone NOT NULL,
	CONSTRAINT "visit_payments_invoiceNumber_unique" UNIQUE("invoice_number"),
	CONSTRAINT "visit_payments_amount_nonnegative" CHECK ("visit_payments"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_payments" ADD CONSTRAINT "visit_payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_payments" ADD CONSTRAINT "visit_payments_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_payments" ADD CONSTRAINT "visit_payments_staff_account_id_staff_accounts_id_fk" FOREIGN KEY ("staff_account_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_payments" ADD CONSTRAINT "visit_payments_device_id_staff_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."staff_devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_payments_salon_id_paid_at_index" ON "visit_payments" USING btree ("salon_id","paid_at");