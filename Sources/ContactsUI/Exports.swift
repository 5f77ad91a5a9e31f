/// ContactsUI imports Contacts, so a file that imports ContactsUI has `CNContact` too.
@_exported import Contacts
