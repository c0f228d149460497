// Placeholder until this fuzz target lands.
