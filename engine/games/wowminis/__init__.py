"""World of Warcraft Miniatures: the flagship hex-board game."""
