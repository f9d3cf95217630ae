CREATE TABLE "staff_account_roles" (
	"staff_account_id" integer NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "staff_account_roles_staff_account_id_role_pk" PRIMARY KEY("staff_account_id","role")
);
--> statement-breakpoint
ALTER TABLE "staff_account_roles" ADD CONSTRAINT "staff_account_roles_staff_account_id_staff_accounts_id_fk" FOREIGN KEY ("staff_account_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;