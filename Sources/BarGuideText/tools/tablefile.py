"""Shared by the table generators: write a generated file only when its text changes, so that
`make tables` leaves an unchanged table's modification time alone and the next build does not
compile it again."""
import os


def write_if_changed(path, text):
    """Writes `text` (UTF-8) to `path` unless the file already holds exactly it. Returns whether
    it wrote."""
    data = text.encode('utf-8')
    try:
        with open(path, 'rb') as f:
            if f.read() == data:
                return False
    except FileNotFoundError:
        pass
    tmp = path + '.tmp'
    with open(tmp, 'wb') as f:
        f.write(data)
    os.replace(tmp, path)
    return True
