CREATE TABLE "reminders_sent" (
	"kind" text NOT NULL,
	"subject_id" bigint NOT NULL,
	"stage" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminders_sent_kind_subject_id_stage_pk" PRIMARY KEY("kind","subject_id","stage")
);
