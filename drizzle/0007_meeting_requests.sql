CREATE TABLE "meeting_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text,
	"phone" text,
	"topic" text NOT NULL,
	"format" text NOT NULL,
	"office_id" text NOT NULL,
	"time_zone" text NOT NULL,
	"preferred_times" timestamp with time zone[] NOT NULL,
	"message" text,
	"locale" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"spam_reason" text,
	"mail_status" text DEFAULT 'not_configured' NOT NULL,
	"mail_error" text,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "meeting_requests_status_created_idx" ON "meeting_requests" USING btree ("status","created_at");