// usage: node mkbooking.mjs PORT → the success page path of a real booking (tomorrow, salon 1)
const [port] = process.argv.slice(2);
const B = `http://localhost:${port}`;
const api = async (path, init = {}) => (await fetch(B + path, { ...init, headers: { 'content-type': 'application/json', ...(init.headers ?? {}) } })).json();
const phone = `0599${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;
await api('/api/v1/otp/send', { method: 'POST', body: JSON.stringify({ phone }) });
const otp = /\b(\d{6})\b/.exec((await api(`/api/dev/outbox?phone=${phone}`)).data[0].body)[1];
const token = (await api('/api/v1/auth/login-otp', { method: 'POST', body: JSON.stringify({ phone, otp }) })).data.accessToken;
const dateBook = '24-11-2026';
const hours = await api(`/api/v1/booking/book-hours-group?salonId=1&bookDate=${dateBook}&stylistId=0&listServiceId=101`);
const free = hours.data.hourGroup.flatMap((g) => g.hours).find((h) => h.isFree);
const created = await api('/api/v1/booking', { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: JSON.stringify({ salonId: 1, phone, stylistId: 0, dateBook, bookHourId: free.hourId, chosenServices: JSON.stringify([{ id: 101, name: 'x' }]), services: '101', bookAt: 3 }) });
console.log(`/booking/success?bookingId=${created.data.booking.bookingId}&key=${encodeURIComponent(created.data.accessToken)}`);
