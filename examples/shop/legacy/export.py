# Old code nobody has annotated yet; mode = "off" leaves it alone.
def to_csv(rows):
    out = ""
    for row in rows:
        out += ",".join(str(cell) for cell in row) + "\n"
    return out
