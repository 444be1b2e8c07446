CREATE TABLE "courier_places" (
	"courier" "courier" NOT NULL,
	"list" text NOT NULL,
	"places" jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courier_places_courier_list_pk" PRIMARY KEY("courier","list")
);
