import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ContactMessages1763940000000 implements MigrationInterface {
  name = 'ContactMessages1763940000000';

  async up(db: QueryRunner): Promise<void> {
    // A solved captcha opens the door once (unique nonce); a client's retry is stored once.
    await db.query(`
      CREATE TABLE contact_message (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        tenant varchar(64) NOT NULL,
        session_id varchar(64) NOT NULL,
        client_message_id varchar(64),
        captcha_nonce varchar(128) NOT NULL,
        name varchar(100) NOT NULL,
        email varchar(254) NOT NULL,
        subject varchar(200) NOT NULL,
        message text NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT contact_message_captcha_nonce UNIQUE (captcha_nonce),
        CONSTRAINT contact_message_client_id UNIQUE (tenant, session_id, client_message_id)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE contact_message`);
  }
}
