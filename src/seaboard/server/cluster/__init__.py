"""Several processes: the hub of notices, Redis, leases, presence, catching up."""
