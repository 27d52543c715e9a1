-- CRYPTO_SUITE=gm (docs/security.md §4b): personal data is SM4-sealed by the server, each value with its own
-- IV, so a mini-app account can no longer be found by its number: its blind index (SM3-HMAC of the
-- number under the field key) is what sign-in, registration and the list search match, unique as the
-- account is. Null under the default suite.
ALTER TABLE "mini_app_user" ADD COLUMN "account_index" text;--> statement-breakpoint
CREATE UNIQUE INDEX "mini_app_user_account_index_uq" ON "mini_app_user" USING btree ("account_index");
