"""The import hook: the finder that claims selected modules, the loader that checks them, the pipeline behind both."""
