import Foundation

/// Contacts to and from vCard data, as Contacts' `CNContactVCardSerialization`: the vCard 3.0
/// that iOS shares (`BEGIN:VCARD`, `VERSION:3.0`, `N`, `FN`, `ORG`, `TITLE`, `TEL`, `EMAIL`,
/// `URL`, `END:VCARD`, lines ending CRLF, `;`, `,` and `\` escaped). iOS also writes postal
/// addresses, birthdays, photos and its `PRODID`; Vellum writes and reads the names,
/// organization, job title, phone numbers, email addresses and URLs, with their labels
/// (a custom label as an `item1.X-ABLabel`, as iOS does), and folds no long lines.
open class CNContactVCardSerialization: NSObject, @unchecked Sendable {
  /// The keys a contact must carry to be written.
  open class func descriptorForRequiredKeys() -> any CNKeyDescriptor {
    CNKeySet(keys: [
      CNContactTypeKey, CNContactNamePrefixKey, CNContactGivenNameKey, CNContactMiddleNameKey, CNContactFamilyNameKey,
      CNContactNameSuffixKey, CNContactOrganizationNameKey, CNContactJobTitleKey, CNContactPhoneNumbersKey,
      CNContactEmailAddressesKey, CNContactUrlAddressesKey,
    ])
  }

  /// One vCard per contact, one after another, in UTF-8.
  open class func data(with contacts: [Any]) throws -> Data {
    var text = ""
    for case let contact as CNContact in contacts {
      var lines = ["BEGIN:VCARD", "VERSION:3.0"]
      let names = [
        contact.familyName, contact.givenName, contact.middleName, contact.namePrefix, contact.nameSuffix,
      ]
      lines.append("N:" + names.map(escaped).joined(separator: ";"))
      let full = CNContactFormatter.string(from: contact, style: .fullName) ?? ""
      lines.append("FN:" + escaped(full))
      if !contact.organizationName.isEmpty || !contact.departmentName.isEmpty {
        lines.append("ORG:" + escaped(contact.organizationName) + ";" + escaped(contact.departmentName))
      }
      if !contact.jobTitle.isEmpty { lines.append("TITLE:" + escaped(contact.jobTitle)) }
      if contact.contactType == .organization { lines.append("X-ABShowAs:COMPANY") }
      var item = 0
      func add(_ property: String, _ types: [String], label: String?, value: String) {
        var line = property + types.map { ";type=" + $0 }.joined() + ":" + escaped(value)
        if let label, !label.isEmpty, !Self.standardLabels.contains(label) {
          item += 1
          line = "item\(item)." + line
          lines.append(line)
          lines.append("item\(item).X-ABLabel:" + escaped(label))
        } else {
          lines.append(line)
        }
      }
      for (index, phone) in contact.phoneNumbers.enumerated() {
        let types = Self.phoneTypes(phone.label) + (index == 0 ? ["pref"] : [])
        add("TEL", types, label: phone.label, value: phone.value.stringValue)
      }
      for (index, email) in contact.emailAddresses.enumerated() {
        let types = ["INTERNET"] + Self.placeTypes(email.label) + (index == 0 ? ["pref"] : [])
        add("EMAIL", types, label: email.label, value: email.value as String)
      }
      for (index, url) in contact.urlAddresses.enumerated() {
        let types = Self.placeTypes(url.label) + (index == 0 ? ["pref"] : [])
        add("URL", types, label: url.label, value: url.value as String)
      }
      lines.append("END:VCARD")
      text += lines.joined(separator: "\r\n") + "\r\n"
    }
    return Data(text.utf8)
  }

  /// The contacts of vCard data (versions 2.1, 3.0 and 4.0 read alike): throws Cocoa's
  /// "corrupt file" error for data that is not UTF-8 or holds no vCard.
  open class func contacts(with data: Data) throws -> [Any] {
    guard let text = String(data: data, encoding: .utf8) else { throw CocoaError(.fileReadCorruptFile) }
    // Unfold: a line that starts with a space or tab continues the one before.
    var lines: [String] = []
    for raw in text.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: true)
    {
      if let first = raw.first, first == " " || first == "\t", !lines.isEmpty {
        lines[lines.count - 1] += raw.dropFirst()
      } else {
        lines.append(String(raw))
      }
    }
    var contacts: [CNContact] = []
    var current: CNMutableContact?
    var pending: [(group: String?, property: String, types: [String], value: String)] = []
    var labels: [String: String] = [:]
    for line in lines {
      guard let colon = Self.unescapedColon(in: line) else { continue }
      var head = String(line[..<colon])
      let value = String(line[line.index(after: colon)...])
      var group: String?
      if let dot = head.firstIndex(of: "."), !head[..<dot].contains(";") {
        group = String(head[..<dot])
        head = String(head[head.index(after: dot)...])
      }
      let parts = head.split(separator: ";").map(String.init)
      let property = parts.first?.uppercased() ?? ""
      let types = parts.dropFirst().flatMap { parameter -> [String] in
        let pair = parameter.split(separator: "=", maxSplits: 1).map(String.init)
        let values = pair.count == 2 ? pair[1] : pair[0]
        return values.split(separator: ",").map { $0.uppercased() }
      }
      switch property {
      case "BEGIN" where value.uppercased() == "VCARD":
        current = CNMutableContact()
        pending = []
        labels = [:]
      case "END" where value.uppercased() == "VCARD":
        guard let contact = current else { continue }
        for field in pending { Self.apply(field, label: field.group.flatMap { labels[$0] }, to: contact) }
        contacts.append(contact)
        current = nil
      case "N":
        let names = Self.components(value)
        func name(_ index: Int) -> String { index < names.count ? names[index] : "" }
        current?.familyName = name(0)
        current?.givenName = name(1)
        current?.middleName = name(2)
        current?.namePrefix = name(3)
        current?.nameSuffix = name(4)
      case "ORG":
        let names = Self.components(value)
        current?.organizationName = names.first ?? ""
        current?.departmentName = names.count > 1 ? names[1] : ""
      case "TITLE": current?.jobTitle = Self.unescaped(value)
      case "NOTE": current?.note = Self.unescaped(value)
      case "X-ABSHOWAS" where value.uppercased() == "COMPANY": current?.contactType = .organization
      case "X-ABLABEL": if let group { labels[group] = Self.unescaped(value) }
      case "TEL", "EMAIL", "URL": pending.append((group, property, types, Self.unescaped(value)))
      default: break
      }
    }
    guard !contacts.isEmpty else { throw CocoaError(.fileReadCorruptFile) }
    return contacts
  }

  static let standardLabels: Set = [
    CNLabelHome, CNLabelWork, CNLabelOther, CNLabelPhoneNumberMobile, CNLabelPhoneNumberiPhone, CNLabelPhoneNumberMain,
    CNLabelURLAddressHomePage, CNLabelEmailiCloud,
  ]

  static func phoneTypes(_ label: String?) -> [String] {
    switch label {
    case CNLabelPhoneNumberMobile: ["CELL", "VOICE"]
    case CNLabelPhoneNumberiPhone: ["IPHONE", "CELL", "VOICE"]
    case CNLabelPhoneNumberMain: ["MAIN"]
    case CNLabelHome: ["HOME", "VOICE"]
    case CNLabelWork: ["WORK", "VOICE"]
    default: ["VOICE"]
    }
  }

  static func placeTypes(_ label: String?) -> [String] {
    switch label {
    case CNLabelHome: ["HOME"]
    case CNLabelWork: ["WORK"]
    case CNLabelURLAddressHomePage: ["HOMEPAGE"]
    default: []
    }
  }

  /// The label a field's types stand for (its group's `X-ABLabel` wins).
  static func apply(
    _ field: (group: String?, property: String, types: [String], value: String), label: String?,
    to contact: CNMutableContact
  ) {
    let types = Set(field.types)
    switch field.property {
    case "TEL":
      let standard: String? =
        types.contains("IPHONE")
        ? CNLabelPhoneNumberiPhone
        : types.contains("CELL")
          ? CNLabelPhoneNumberMobile
          : types.contains("MAIN")
            ? CNLabelPhoneNumberMain
            : types.contains("HOME") ? CNLabelHome : types.contains("WORK") ? CNLabelWork : nil
      contact.phoneNumbers.append(
        CNLabeledValue(label: label ?? standard, value: CNPhoneNumber(stringValue: field.value)))
    case "EMAIL":
      let standard: String? = types.contains("HOME") ? CNLabelHome : types.contains("WORK") ? CNLabelWork : nil
      contact.emailAddresses.append(CNLabeledValue(label: label ?? standard, value: field.value as NSString))
    default:
      let standard: String? =
        types.contains("HOMEPAGE")
        ? CNLabelURLAddressHomePage : types.contains("HOME") ? CNLabelHome : types.contains("WORK") ? CNLabelWork : nil
      contact.urlAddresses.append(CNLabeledValue(label: label ?? standard, value: field.value as NSString))
    }
  }

  static func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "\\": result += "\\\\"
      case ";": result += "\\;"
      case ",": result += "\\,"
      case "\n": result += "\\n"
      case "\r\n": result += "\\n"
      default: result.append(character)
      }
    }
    return result
  }

  static func unescaped(_ text: String) -> String {
    var result = ""
    var escaping = false
    for character in text {
      if escaping {
        result.append(character == "n" || character == "N" ? "\n" : character)
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else {
        result.append(character)
      }
    }
    return result
  }

  /// A structured value's parts, split at unescaped semicolons.
  static func components(_ value: String) -> [String] {
    var parts: [String] = []
    var part = ""
    var escaping = false
    for character in value {
      if escaping {
        part.append("\\")
        part.append(character)
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else if character == ";" {
        parts.append(unescaped(part))
        part = ""
      } else {
        part.append(character)
      }
    }
    parts.append(unescaped(part))
    return parts
  }

  /// Where the property's name and parameters end (a colon outside a quoted parameter).
  static func unescapedColon(in line: String) -> String.Index? {
    var quoted = false
    for index in line.indices {
      if line[index] == "\"" { quoted.toggle() }
      if line[index] == ":" && !quoted { return index }
    }
    return nil
  }
}
