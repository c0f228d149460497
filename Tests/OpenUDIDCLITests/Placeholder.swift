// Placeholder until this test target's first real file lands.
