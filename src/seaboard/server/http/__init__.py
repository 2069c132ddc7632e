"""The HTTP edge: the application, and its routes grouped by resource."""
