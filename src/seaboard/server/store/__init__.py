"""The database: engine, schema, migrations, the reads and the writes of the server."""
