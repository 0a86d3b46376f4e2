CREATE TABLE "jf_expenses" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"spent_on" date NOT NULL,
	"vendor_id" integer,
	"expense_category_id" integer NOT NULL,
	"description" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"due_on" date,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jf_expenses_status_check" CHECK (status in ('unpaid', 'paid')),
	CONSTRAINT "jf_expenses_amount_check" CHECK (amount_cents >= 0)
);
--> statement-breakpoint
CREATE TABLE "jf_sale_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"name" text NOT NULL,
	"unit_price_cents" bigint NOT NULL,
	"unit_cost_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jf_sale_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"sale_id" integer NOT NULL,
	"sale_item_id" integer,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" bigint NOT NULL,
	"unit_cost_cents" bigint NOT NULL,
	CONSTRAINT "jf_sale_lines_quantity_check" CHECK (quantity > 0)
);
--> statement-breakpoint
CREATE TABLE "jf_sale_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"sale_id" integer NOT NULL,
	"refunded_on" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jf_sale_refunds_amount_check" CHECK (amount_cents > 0)
);
--> statement-breakpoint
CREATE TABLE "jf_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"sold_on" date NOT NULL,
	"customer_name" text,
	"payment_method" text NOT NULL,
	"status" text DEFAULT 'completed' NOT NULL,
	"void_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jf_sales_status_check" CHECK (status in ('completed', 'voided'))
);
--> statement-breakpoint
ALTER TABLE "jf_expenses" ADD CONSTRAINT "jf_expenses_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jf_expenses" ADD CONSTRAINT "jf_expenses_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jf_expenses" ADD CONSTRAINT "jf_expenses_expense_category_id_expense_categories_id_fk" FOREIGN KEY ("expense_category_id") REFERENCES "public"."expense_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jf_sale_items" ADD CONSTRAINT "jf_sale_items_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jf_sale_lines" ADD CONSTRAINT "jf_sale_lines_sale_id_jf_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."jf_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jf_sale_lines" ADD CONSTRAINT "jf_sale_lines_sale_item_id_jf_sale_items_id_fk" FOREIGN KEY ("sale_item_id") REFERENCES "public"."jf_sale_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jf_sale_refunds" ADD CONSTRAINT "jf_sale_refunds_sale_id_jf_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."jf_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jf_sales" ADD CONSTRAINT "jf_sales_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jf_expenses_brand_day_idx" ON "jf_expenses" USING btree ("brand_id","spent_on");--> statement-breakpoint
CREATE INDEX "jf_expenses_category_idx" ON "jf_expenses" USING btree ("expense_category_id");--> statement-breakpoint
CREATE INDEX "jf_sale_items_brand_idx" ON "jf_sale_items" USING btree ("brand_id","id");--> statement-breakpoint
CREATE INDEX "jf_sale_lines_sale_idx" ON "jf_sale_lines" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "jf_sale_refunds_sale_idx" ON "jf_sale_refunds" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "jf_sales_brand_day_idx" ON "jf_sales" USING btree ("brand_id","sold_on");