"""The game server; docs/architecture.md ("The server's modules") says what each module holds."""
