-- A product comes in sizes S to XXL or in one size (one_size): a one-size product keeps its stock,
-- and its cart and order lines their size, as ONE_SIZE, which the API shows as no size. Existing
-- products stay sized and existing orders keep the sizes they recorded. The new enum value is only
-- added here, never used, as PostgreSQL wants until the transaction that added it commits.
-- ships_from is the seller's country (the catalogue's "shopping from" filter); the shop's products
-- so far are its own, Bangladeshi ones.
CREATE TYPE "public"."ships_from" AS ENUM('BD', 'IN', 'PK', 'CN', 'TH');--> statement-breakpoint
ALTER TYPE "public"."size" ADD VALUE 'ONE_SIZE';--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "one_size" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ships_from" "ships_from" DEFAULT 'BD' NOT NULL;