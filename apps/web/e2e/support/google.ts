/** The Google stand-in of the journeys: its client registration and the one person who signs in there. */
export const GOOGLE_CLIENT = { clientId: 'haat-e2e-client', clientSecret: 'haat-e2e-client-secret' };

export const GOOGLE_ACCOUNT = {
  sub: 'google-e2e-shopper',
  email: 'rahim.google@haat.test',
  email_verified: true,
  name: 'Rahim Uddin',
  given_name: 'Rahim',
  family_name: 'Uddin',
};
