-- The farm's expenses become a resource (the expenses module of domains/common, its instance in
-- the farm's cash area): their columns take the definition's names, and from here on the
-- server's resource sync (schemaSync) keeps the table (it adds the receipt and the payment's
-- columns). Rows are kept: an install upgraded from 0004 keeps every expense, paid or not; an
-- expense paid before this build has no paid-on day.
ALTER TABLE "jf_expenses" RENAME COLUMN "amount_cents" TO "amount";--> statement-breakpoint
ALTER TABLE "jf_expenses" DROP CONSTRAINT "jf_expenses_amount_check";--> statement-breakpoint
ALTER TABLE "jf_expenses" ADD CONSTRAINT "jf_expenses_amount_check" CHECK (amount >= 0);--> statement-breakpoint
ALTER TABLE "jf_expenses" ADD COLUMN "paid_on" date;--> statement-breakpoint
ALTER TABLE "jf_expenses" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "jf_expenses" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "jf_expenses" ADD COLUMN "receipt" text;--> statement-breakpoint
ALTER TABLE "jf_expenses" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "jf_expenses" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
