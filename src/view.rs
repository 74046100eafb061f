//! Views for the page: small serialisable pictures of the game.
