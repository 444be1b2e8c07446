-- Phones stored before every phone was kept as 01XXXXXXXXX (docs/decisions.md, 2026-11-28) may be
-- written "+880 1712-345678", "8801712345678", "01712 345678"…: the COD guard matches a number's
-- orders exactly, so their history was missed. Each such value is rewritten as the shop keeps it;
-- a value that is no mobile number stays as it is.
--
-- haat_mobile_number is normalisedMobile (packages/contracts/src/phone.ts) in SQL, so that every
-- table agrees with the API: Bengali digits become 0–9; what JavaScript's \s matches, dashes,
-- brackets and dots go; +880, 880 or 00880 before the 10 digits reads as 0. One pattern says what
-- phone.ts says in two steps: "0" and 10 digits after 880 must be 01[3-9] and 8 digits, like a
-- number written without 880. NULL for anything else. A test holds it to normalisedMobile.
CREATE OR REPLACE FUNCTION haat_mobile_number(written text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT '0' || substring(
    translate(
      written,
      U&'\09E6\09E7\09E8\09E9\09EA\09EB\09EC\09ED\09EE\09EF'
        || U&'\0009\000A\000B\000C\000D\0020\00A0\1680\2000\2001\2002\2003\2004\2005\2006\2007\2008\2009\200A\2028\2029\202F\205F\3000\FEFF'
        || '-().',
      '0123456789'
    )
    FROM '^(?:(?:\+|00)?880|0)(1[3-9][0-9]{8})$'
  )
$$;
--> statement-breakpoint
UPDATE orders
SET shipping_address = jsonb_set(shipping_address, '{phone}', to_jsonb(haat_mobile_number(shipping_address ->> 'phone')))
WHERE haat_mobile_number(shipping_address ->> 'phone') <> shipping_address ->> 'phone';
--> statement-breakpoint
UPDATE users SET phone = haat_mobile_number(phone) WHERE haat_mobile_number(phone) <> phone;
--> statement-breakpoint
UPDATE addresses SET phone = haat_mobile_number(phone) WHERE haat_mobile_number(phone) <> phone;
--> statement-breakpoint
UPDATE cod_assessments SET phone = haat_mobile_number(phone) WHERE haat_mobile_number(phone) <> phone;
--> statement-breakpoint
-- A code's HMAC was made with the number as it was then: a live code rewritten here no longer
-- confirms, and the shopper asks for another (every code was sent to a number kept normalised).
UPDATE phone_codes SET phone = haat_mobile_number(phone) WHERE haat_mobile_number(phone) <> phone;
--> statement-breakpoint
-- An SMS's number, so that its limits count one number once.
UPDATE outbox_messages SET recipient = haat_mobile_number(recipient)
WHERE channel = 'sms' AND haat_mobile_number(recipient) <> recipient;
--> statement-breakpoint
-- Two spellings of a number a shopper proved are one proof: the latest, as proving it again keeps.
INSERT INTO verified_phones (user_id, phone, verified_at)
SELECT user_id, number, max(verified_at)
FROM (SELECT *, haat_mobile_number(phone) AS number FROM verified_phones) AS spelled
WHERE number IS NOT NULL
GROUP BY user_id, number
HAVING bool_or(phone <> number)
ON CONFLICT (user_id, phone) DO UPDATE SET verified_at = excluded.verified_at;
--> statement-breakpoint
DELETE FROM verified_phones WHERE haat_mobile_number(phone) <> phone;
--> statement-breakpoint
-- Two spellings of a blocked number are one block: the first (when and by whom), with each
-- spelling's note, oldest first, so no operator's reason is lost.
INSERT INTO blocked_phones (phone, note, blocked_by, created_at)
SELECT number,
  coalesce((
    SELECT string_agg(note, '; ' ORDER BY first_written)
    FROM (
      SELECT b.note, min(b.created_at) AS first_written
      FROM blocked_phones b
      WHERE haat_mobile_number(b.phone) = number AND b.note <> ''
      GROUP BY b.note
    ) AS notes
  ), ''),
  (array_agg(blocked_by ORDER BY created_at, phone))[1],
  min(created_at)
FROM (SELECT *, haat_mobile_number(phone) AS number FROM blocked_phones) AS spelled
WHERE number IS NOT NULL
GROUP BY number
HAVING bool_or(phone <> number)
ON CONFLICT (phone) DO UPDATE
SET note = excluded.note, blocked_by = excluded.blocked_by, created_at = excluded.created_at;
--> statement-breakpoint
DELETE FROM blocked_phones WHERE haat_mobile_number(phone) <> phone;
