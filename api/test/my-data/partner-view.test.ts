// What a couple partner may and may not see (issue 30), through the database: the client who booked wrote a
// private note and named the partner's address; the partner, who accepted the invitation, sees the session in
// their list, its details and their data export, but never the note, and not the address in the export. The
// client's own export carries both.
import type { FastifyInstance } from 'fastify';
import { buildTestApp, createUser, loginCookie } from '../helpers';
import { api, createClient, createTherapist, hourAhead, insertBookingRow } from '../scheduling/scheduling-helpers';

const NOTE = 'Private: we argue about money';

describe("a couple partner's view of the client's session", () => {
  let app: FastifyInstance;
  let client: Awaited<ReturnType<typeof createClient>>;
  let partnerCookie: string;
  let partnerEmail: string;
  let bookingId: string;
  beforeAll(async () => {
    app = await buildTestApp();
    const therapist = await createTherapist(app, { market: 'ua' });
    client = await createClient(app, 'ua');
    const partner = await createUser(app, { locale: 'ua' });
    partnerEmail = partner.email;
    partnerCookie = await loginCookie(app, partner.email, partner.password);
    bookingId = await insertBookingRow(app, {
      workerId: therapist.id,
      clientId: client.id,
      startsAt: hourAhead(72),
      kind: 'couple',
      partnerEmail: partner.email,
      partnerId: partner.id,
    });
    await app.db.query('UPDATE bookings SET client_note = $2 WHERE id = $1', [bookingId, NOTE]);
  });
  afterAll(async () => {
    await app.close();
  });

  const exportOf = async (cookie: string) => {
    const res = await api(app).get('/v4/account/export_my_data?config_id=ua', cookie);
    expect(res.statusCode).toBe(200);
    return res.json() as {
      sessions: Array<{ id: string; role: string; my_note: string | null; partner_email: string | null }>;
    };
  };

  it("the partner's export lists the session as theirs, without the note or the address the client gave", async () => {
    const data = await exportOf(partnerCookie);
    expect(data.sessions).toEqual([
      expect.objectContaining({ id: bookingId, role: 'partner', my_note: null, partner_email: null }),
    ]);
    expect(JSON.stringify(data)).not.toContain(NOTE);
  });

  it("the client's own export carries the note and the partner's address", async () => {
    const data = await exportOf(client.cookie);
    expect(data.sessions).toEqual([
      expect.objectContaining({ id: bookingId, role: 'client', my_note: NOTE, partner_email: partnerEmail }),
    ]);
  });

  it("the partner's list and the session's details never carry the note", async () => {
    const list = await api(app).get('/v4/entities/get-cabinet-appointment-list?kind=upcoming', partnerCookie);
    expect(list.statusCode).toBe(200);
    expect(list.json().appointments.map((a: { id: string }) => a.id)).toEqual([bookingId]);
    expect(list.body).not.toContain(NOTE);
    const details = await api(app).get(
      `/v4/entities/get_one_appointment_details?appointment_id=${bookingId}`,
      partnerCookie,
    );
    expect(details.statusCode).toBe(200);
    expect(details.body).not.toContain(NOTE);
  });
});
