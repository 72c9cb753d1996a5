-- Custom SQL migration file, put your code below! --
-- One document store (issue 13): every registration's and inter-state registration's documents with their marks
-- move into record_documents, in their old order (by id); 0009 drops the two old tables.
INSERT INTO "record_documents" ("record_type", "record_id", "file_id", "document_type", "is_valid", "comments", "validated_by", "validated_at")
SELECT 'Registration', "registration_id", "file_id", "document_type", "is_valid", "comments", "validated_by", "validated_at"
  FROM "registration_files"
 ORDER BY "id";--> statement-breakpoint
INSERT INTO "record_documents" ("record_type", "record_id", "file_id", "document_type", "is_valid", "comments", "validated_by", "validated_at")
SELECT 'InterStateRegistration', "registration_id", "file_id", "document_type", "is_valid", "comments", "validated_by", "validated_at"
  FROM "inter_state_registration_files"
 ORDER BY "id";
