/* eslint-disable @n8n/community-nodes/no-hardcoded-secrets -- fake keys the simulator accepts, not secrets of anyone */
/** API keys and secrets the simulator accepts. Opaque strings, not JWTs. */

/** Key of the main workspace owner (owns the seeded chatbots). */
export const SIMULATOR_API_KEY = 'lcai_sim_valid_key_0123456789abcdef';

/** Key of a second, unrelated user (owns one chatbot). */
export const SIMULATOR_OTHER_API_KEY = 'lcai_sim_other_key_fedcba9876543210';

/** Secure-identification secret of the seeded secure agent (SEED.agents.secure). */
export const SIMULATOR_IDENTITY_SECRET = 'lcai_sim_identity_secret_5f2b9c';

/** Key of a user on the Starter plan: valid, but without API permission (403 on every API call). */
export const SIMULATOR_NO_API_PLAN_KEY = 'lcai_sim_starter_plan_key_00aa11bb22cc';
