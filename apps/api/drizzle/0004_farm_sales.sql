-- The farm's sale items, sales and sale lines become resources (domains/farm): their columns take
-- the definitions' names, and from here on the server's resource sync (schemaSync) keeps them.
-- Rows are kept: an install upgraded from 0003 keeps every sale, line and refund.
-- The audit trail also records actions (void, refund) with their input.
ALTER TABLE "resource_audits" DROP CONSTRAINT "resource_audits_action_check";--> statement-breakpoint
ALTER TABLE "resource_audits" ADD CONSTRAINT "resource_audits_action_check" CHECK (action ~ '^[a-z][a-z0-9_]*$');--> statement-breakpoint
ALTER TABLE "resource_audits" ADD COLUMN "input" jsonb;--> statement-breakpoint
ALTER TABLE "jf_sale_items" RENAME COLUMN "unit_price_cents" TO "unit_price";--> statement-breakpoint
ALTER TABLE "jf_sale_items" RENAME COLUMN "unit_cost_cents" TO "unit_cost";--> statement-breakpoint
ALTER TABLE "jf_sale_items" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "jf_sale_items" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "jf_sale_items" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "jf_sale_lines" RENAME COLUMN "unit_price_cents" TO "unit_price";--> statement-breakpoint
ALTER TABLE "jf_sale_lines" RENAME COLUMN "unit_cost_cents" TO "unit_cost";--> statement-breakpoint
ALTER TABLE "jf_sale_lines" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "jf_sales" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "jf_sales" ADD CONSTRAINT "jf_sales_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jf_sales_customer_id_idx" ON "jf_sales" USING btree ("customer_id");--> statement-breakpoint
ALTER TABLE "jf_sales" ADD COLUMN "amount_tendered" bigint;--> statement-breakpoint
ALTER TABLE "jf_sales" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "jf_sales" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- A walk-in name that matches one of the brand's customers becomes that customer; the name
-- column stays, with every name it held.
UPDATE "jf_sales" s SET "customer_id" = (
  SELECT min(c.id) FROM "customers" c
  WHERE c.brand_id = s.brand_id AND lower(c.name) = lower(s.customer_name)
) WHERE s.customer_name IS NOT NULL;--> statement-breakpoint
ALTER TABLE "jf_sales" DROP CONSTRAINT "jf_sales_status_check";--> statement-breakpoint
ALTER TABLE "jf_sales" ADD CONSTRAINT "jf_sales_status_check" CHECK ("status" in ('completed', 'partially_refunded', 'refunded', 'voided'));--> statement-breakpoint
ALTER TABLE "jf_sale_refunds" RENAME COLUMN "amount_cents" TO "amount";--> statement-breakpoint
ALTER TABLE "jf_sale_refunds" ADD COLUMN "restock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jf_sale_refunds" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "jf_sale_refunds" ADD CONSTRAINT "jf_sale_refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- What each refund gave back, line by line: a line never returns more than was sold less what
-- earlier refunds returned.
CREATE TABLE "jf_sale_refund_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_id" integer NOT NULL,
	"sale_line_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "jf_sale_refund_lines_quantity_check" CHECK (quantity > 0),
	CONSTRAINT "jf_sale_refund_lines_amount_check" CHECK (amount >= 0)
);--> statement-breakpoint
ALTER TABLE "jf_sale_refund_lines" ADD CONSTRAINT "jf_sale_refund_lines_refund_id_jf_sale_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."jf_sale_refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jf_sale_refund_lines" ADD CONSTRAINT "jf_sale_refund_lines_sale_line_id_jf_sale_lines_id_fk" FOREIGN KEY ("sale_line_id") REFERENCES "public"."jf_sale_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jf_sale_refund_lines_refund_idx" ON "jf_sale_refund_lines" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "jf_sale_refund_lines_sale_line_idx" ON "jf_sale_refund_lines" USING btree ("sale_line_id");--> statement-breakpoint
-- A sale with refunds takes the state its refunds give it.
UPDATE "jf_sales" s SET "status" = CASE WHEN r.total >= l.total THEN 'refunded' ELSE 'partially_refunded' END
FROM (SELECT sale_id, sum(amount) AS total FROM "jf_sale_refunds" GROUP BY sale_id) r,
     (SELECT sale_id, sum(quantity::bigint * unit_price) AS total FROM "jf_sale_lines" GROUP BY sale_id) l
WHERE r.sale_id = s.id AND l.sale_id = s.id AND s.status = 'completed';
