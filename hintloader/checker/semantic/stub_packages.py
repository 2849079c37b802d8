"""Which PyPI package holds the stubs of a third-party module (typeshed's ``stubs/`` folder).

The table is mypy's (``mypy/stubinfo.py``, 2.4.1): an import of one of these modules that has no
types in the environment is ``import-untyped`` ("Library stubs not installed"), with a hint
naming the package to install, as mypy reports it.
"""

from __future__ import annotations

__all__ = ["stub_distribution"]


def stub_distribution(module: str) -> str | None:
    """The stub package for ``module`` (``"types-PyYAML"`` for ``yaml.loader``), if typeshed has one."""
    top = module.partition(".")[0]
    found = _FLAT.get(top)
    if found is not None:
        return found
    namespace = _NAMESPACE.get(top)
    if namespace is not None:
        parts = module.split(".")
        for end in range(len(parts), 0, -1):
            found = namespace.get(".".join(parts[:end]))
            if found is not None:
                return found
    return None


_NAMESPACE: dict[str, dict[str, str]] = {
    "backports": {"backports.ssl_match_hostname": "types-backports.ssl_match_hostname"},
    "google": {"google.cloud.ndb": "types-google-cloud-ndb", "google.protobuf": "types-protobuf"},
    "paho": {"paho.mqtt": "types-paho-mqtt"},
}

_FLAT: dict[str, str] = {
    "Jetson": "types-Jetson.GPIO", "MySQLdb": "types-mysqlclient",
    "PyInstaller": "types-pyinstaller", "RPi": "types-RPi.GPIO", "Xlib": "types-python-xlib",
    "_cffi_backend": "types-cffi", "_jsonnet": "types-jsonnet", "_win32typing": "types-pywin32",
    "aiofiles": "types-aiofiles", "antlr4": "types-antlr4-python3-runtime",
    "assertpy": "types-assertpy", "atheris": "types-atheris", "auth0": "types-auth0-python",
    "authlib": "types-Authlib", "aws_xray_sdk": "types-aws-xray-sdk",
    "binaryornot": "types-binaryornot", "bleach": "types-bleach", "boltons": "types-boltons",
    "braintree": "types-braintree", "bugbear": "types-flake8-bugbear",
    "cachetools": "types-cachetools", "capturer": "types-capturer", "cffi": "types-cffi",
    "channels": "types-channels", "chevron": "types-chevron",
    "click_default_group": "types-click-default-group", "click_log": "types-click-log",
    "click_shell": "types-click-shell", "click_spinner": "types-click-spinner",
    "click_web": "types-click-web", "colorama": "types-colorama", "colorful": "types-colorful",
    "commctrl": "types-pywin32", "consolemenu": "types-console-menu",
    "convertdate": "types-convertdate", "croniter": "types-croniter",
    "cronlog": "types-python-crontab", "crontab": "types-python-crontab",
    "crontabs": "types-python-crontab", "dateparser": "types-dateparser",
    "dateparser_data": "types-dateparser", "dateutil": "types-python-dateutil",
    "dde": "types-pywin32", "decorator": "types-decorator", "defusedxml": "types-defusedxml",
    "deprecated": "types-Deprecated", "dirhash": "types-dirhash",
    "django_filters": "types-django-filter", "docker": "types-docker",
    "dockerfile_parse": "types-dockerfile-parse", "docutils": "types-docutils",
    "editdistance": "types-editdistance", "entrypoints": "types-entrypoints",
    "ephem": "types-ephem", "et_xmlfile": "types-et_xmlfile", "fanstatic": "types-fanstatic",
    "farmhash": "types-pyfarmhash", "first": "types-first", "flake8": "types-flake8",
    "flake8_builtins": "types-flake8-builtins", "flake8_docstrings": "types-flake8-docstrings",
    "flake8_rst_docstrings": "types-flake8-rst-docstrings",
    "flake8_simplify": "types-flake8-simplify",
    "flake8_typing_imports": "types-flake8-typing-imports", "flask_cors": "types-Flask-Cors",
    "flask_migrate": "types-Flask-Migrate", "flask_socketio": "types-Flask-SocketIO",
    "fpdf": "types-fpdf2", "gdb": "types-gdb", "geopandas": "types-geopandas",
    "gevent": "types-gevent", "greenlet": "types-greenlet", "grpc": "types-grpcio",
    "grpc_channelz": "types-grpcio-channelz", "grpc_health": "types-grpcio-health-checking",
    "grpc_reflection": "types-grpcio-reflection", "grpc_status": "types-grpcio-status",
    "gunicorn": "types-gunicorn", "hdbcli": "types-hdbcli", "hnswlib": "types-hnswlib",
    "html5lib": "types-html5lib", "httplib2": "types-httplib2", "hvac": "types-hvac",
    "ibm_db": "types-ibm-db", "icalendar": "types-icalendar",
    "import_export": "types-django-import-export", "inifile": "types-inifile",
    "isapi": "types-pywin32", "jack": "types-JACK-Client", "jenkins": "types-python-jenkins",
    "jks": "types-pyjks", "jmespath": "types-jmespath", "jose": "types-python-jose",
    "jsonschema": "types-jsonschema", "jwcrypto": "types-jwcrypto", "keyboard": "types-keyboard",
    "ldap3": "types-ldap3", "lunardate": "types-lunardate", "lupa": "types-lupa",
    "lxml": "lxml-stubs", "lzstring": "types-lzstring", "m3u8": "types-m3u8",
    "management": "types-django-import-export", "markdown": "types-Markdown",
    "mmapfile": "types-pywin32", "mmsystem": "types-pywin32", "mock": "types-mock",
    "mypy_extensions": "types-mypy-extensions", "nanoid": "types-nanoid",
    "nanoleafapi": "types-nanoleafapi", "netaddr": "types-netaddr", "netifaces": "types-netifaces",
    "networkx": "types-networkx", "nmap": "types-python-nmap", "ntsecuritycon": "types-pywin32",
    "oauthlib": "types-oauthlib", "objgraph": "types-objgraph", "odbc": "types-pywin32",
    "olefile": "types-olefile", "openpyxl": "types-openpyxl", "opentracing": "types-opentracing",
    "pandas": "pandas-stubs", "paramiko": "types-paramiko", "parsimonious": "types-parsimonious",
    "passlib": "types-passlib", "passpy": "types-passpy", "peewee": "types-peewee",
    "pep8ext_naming": "types-pep8-naming", "perfmon": "types-pywin32", "pexpect": "types-pexpect",
    "playhouse": "types-peewee", "polib": "types-polib", "pony": "types-pony",
    "portpicker": "types-portpicker", "psutil": "types-psutil", "psycopg2": "types-psycopg2",
    "punq": "types-punq", "pyasn1": "types-pyasn1", "pyaudio": "types-pyaudio",
    "pyautogui": "types-PyAutoGUI", "pycocotools": "types-pycocotools", "pycurl": "types-pycurl",
    "pyflakes": "types-pyflakes", "pygments": "types-Pygments", "pyi_splash": "types-pyinstaller",
    "pyluach": "types-pyluach", "pymeeus": "types-PyMeeus", "pymysql": "types-PyMySQL",
    "pynput": "types-pynput", "pyperclip": "types-pyperclip", "pyrfc3339": "types-pyRFC3339",
    "pyscreeze": "types-PyScreeze", "pysftp": "types-pysftp",
    "pytest_lazyfixture": "types-pytest-lazy-fixture",
    "python_http_client": "types-python-http-client", "pythoncom": "types-pywin32",
    "pythonwin": "types-pywin32", "pytz": "types-pytz", "pywintypes": "types-pywin32",
    "qrbill": "types-qrbill", "qrcode": "types-qrcode", "ratelimit": "types-ratelimit",
    "regex": "types-regex", "regutil": "types-pywin32", "reportlab": "types-reportlab",
    "requests": "types-requests", "requests_oauthlib": "types-requests-oauthlib",
    "retry": "types-retry", "rfc3339_validator": "types-rfc3339-validator",
    "s2clientprotocol": "types-s2clientprotocol", "sass": "types-libsass",
    "sassutils": "types-libsass", "scipy": "scipy-stubs", "seaborn": "types-seaborn",
    "send2trash": "types-Send2Trash", "serial": "types-pyserial",
    "servicemanager": "types-pywin32", "setuptools": "types-setuptools",
    "shapely": "types-shapely", "simple_websocket": "types-simple-websocket",
    "simplejson": "types-simplejson", "singledispatch": "types-singledispatch", "six": "types-six",
    "slumber": "types-slumber", "socks": "types-PySocks", "sockshandler": "types-PySocks",
    "sspicon": "types-pywin32", "str2bool": "types-str2bool", "tabulate": "types-tabulate",
    "tensorflow": "types-tensorflow", "tgcrypto": "types-TgCrypto", "timer": "types-pywin32",
    "toml": "types-toml", "toposort": "types-toposort", "tqdm": "types-tqdm",
    "translationstring": "types-translationstring", "ttkthemes": "types-ttkthemes",
    "tzdata": "types-tzdata", "ujson": "types-ujson", "unidiff": "types-unidiff",
    "untangle": "types-untangle", "usersettings": "types-usersettings", "uwsgi": "types-uWSGI",
    "uwsgidecorators": "types-uWSGI", "vobject": "types-vobject", "waitress": "types-waitress",
    "watchpoints": "types-watchpoints", "webencodings": "types-webencodings",
    "webob": "types-WebOb", "whatthepatch": "types-whatthepatch", "win2kras": "types-pywin32",
    "win32": "types-pywin32", "win32api": "types-pywin32", "win32clipboard": "types-pywin32",
    "win32com": "types-pywin32", "win32comext": "types-pywin32", "win32con": "types-pywin32",
    "win32console": "types-pywin32", "win32cred": "types-pywin32", "win32crypt": "types-pywin32",
    "win32cryptcon": "types-pywin32", "win32event": "types-pywin32",
    "win32evtlog": "types-pywin32", "win32evtlogutil": "types-pywin32",
    "win32file": "types-pywin32", "win32gui": "types-pywin32", "win32gui_struct": "types-pywin32",
    "win32help": "types-pywin32", "win32inet": "types-pywin32", "win32inetcon": "types-pywin32",
    "win32job": "types-pywin32", "win32lz": "types-pywin32", "win32net": "types-pywin32",
    "win32netcon": "types-pywin32", "win32pdh": "types-pywin32", "win32pdhquery": "types-pywin32",
    "win32pipe": "types-pywin32", "win32print": "types-pywin32", "win32process": "types-pywin32",
    "win32profile": "types-pywin32", "win32ras": "types-pywin32", "win32security": "types-pywin32",
    "win32service": "types-pywin32", "win32serviceutil": "types-pywin32",
    "win32timezone": "types-pywin32", "win32trace": "types-pywin32",
    "win32transaction": "types-pywin32", "win32ts": "types-pywin32", "win32ui": "types-pywin32",
    "win32uiole": "types-pywin32", "win32verstamp": "types-pywin32", "win32wnet": "types-pywin32",
    "winerror": "types-pywin32", "winioctlcon": "types-pywin32", "winnt": "types-pywin32",
    "winperf": "types-pywin32", "winxpgui": "types-pywin32", "winxptheme": "types-pywin32",
    "workalendar": "types-workalendar", "wtforms": "types-WTForms", "wurlitzer": "types-wurlitzer",
    "www_authenticate": "types-www-authenticate", "xdg": "types-pyxdg",
    "xdgenvpy": "types-xdgenvpy", "xlrd": "types-xlrd", "xmldiff": "types-xmldiff",
    "xmltodict": "types-xmltodict", "yaml": "types-PyYAML", "yt_dlp": "types-yt-dlp",
    "zstd": "types-zstd", "zxcvbn": "types-zxcvbn",
}
