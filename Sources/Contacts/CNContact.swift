import Foundation

/// A contact as the Contacts framework gives it: read-only values, made by a store's fetch or
/// as a `CNMutableContact` by the app (sample contacts in a preview). A preview's store holds
/// no contacts, so only the app's own contacts exist; they keep every value they are given,
/// and every key counts as fetched (iOS raises an exception for a key a fetch left out).
open class CNContact: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
  struct Values {
    var contactType: CNContactType = .person
    var namePrefix: String = ""
    var givenName: String = ""
    var middleName: String = ""
    var familyName: String = ""
    var previousFamilyName: String = ""
    var nameSuffix: String = ""
    var nickname: String = ""
    var phoneticGivenName: String = ""
    var phoneticMiddleName: String = ""
    var phoneticFamilyName: String = ""
    var organizationName: String = ""
    var departmentName: String = ""
    var jobTitle: String = ""
    var note: String = ""
    var birthday: DateComponents? = nil
    var imageData: Data? = nil
    var thumbnailImageData: Data? = nil
    var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] = []
    var emailAddresses: [CNLabeledValue<NSString>] = []
    var postalAddresses: [CNLabeledValue<CNPostalAddress>] = []
    var urlAddresses: [CNLabeledValue<NSString>] = []
    var dates: [CNLabeledValue<NSDateComponents>] = []
  }
  var values = Values()

  /// A new identifier for each contact made here (iOS's are the store's record identifiers).
  public let identifier: String

  public override init() {
    identifier = UUID().uuidString
    super.init()
  }

  init(identifier: String, values: Values) {
    self.identifier = identifier
    self.values = values
    super.init()
  }

  open var contactType: CNContactType { values.contactType }
  open var namePrefix: String { values.namePrefix }
  open var givenName: String { values.givenName }
  open var middleName: String { values.middleName }
  open var familyName: String { values.familyName }
  open var previousFamilyName: String { values.previousFamilyName }
  open var nameSuffix: String { values.nameSuffix }
  open var nickname: String { values.nickname }
  open var phoneticGivenName: String { values.phoneticGivenName }
  open var phoneticMiddleName: String { values.phoneticMiddleName }
  open var phoneticFamilyName: String { values.phoneticFamilyName }
  open var organizationName: String { values.organizationName }
  open var departmentName: String { values.departmentName }
  open var jobTitle: String { values.jobTitle }
  open var note: String { values.note }
  open var birthday: DateComponents? { values.birthday }
  open var imageData: Data? { values.imageData }
  open var thumbnailImageData: Data? { values.thumbnailImageData }
  open var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] { values.phoneNumbers }
  open var emailAddresses: [CNLabeledValue<NSString>] { values.emailAddresses }
  open var postalAddresses: [CNLabeledValue<CNPostalAddress>] { values.postalAddresses }
  open var urlAddresses: [CNLabeledValue<NSString>] { values.urlAddresses }
  open var dates: [CNLabeledValue<NSDateComponents>] { values.dates }

  /// Whether the contact has an image.
  open var imageDataAvailable: Bool { values.imageData != nil }

  /// Every key is available on a contact made here.
  open func isKeyAvailable(_ key: String) -> Bool { Self.knownKeys.contains(key) || key == CNContactIdentifierKey }
  open func areKeysAvailable(_ keyDescriptors: [any CNKeyDescriptor]) -> Bool { true }

  static let knownKeys: Set<String> = [
    "contactType", "namePrefix", "givenName", "middleName", "familyName", "previousFamilyName", "nameSuffix",
    "nickname", "phoneticGivenName", "phoneticMiddleName", "phoneticFamilyName", "organizationName", "departmentName",
    "jobTitle", "note", "birthday", "imageData", "thumbnailImageData", "phoneNumbers", "emailAddresses",
    "postalAddresses", "urlAddresses", "dates", "imageDataAvailable",
  ]

  open func copy(with zone: NSZone? = nil) -> Any { CNContact(identifier: identifier, values: values) }
  open func mutableCopy(with zone: NSZone? = nil) -> Any { CNMutableContact(identifier: identifier, values: values) }

  open override func isEqual(_ object: Any?) -> Bool { (object as? CNContact)?.identifier == identifier }
  open override var hash: Int { identifier.hash }

  /// The localized name of a property key ("First name" for `CNContactGivenNameKey`), in English.
  open class func localizedString(forKey key: String) -> String {
    keyNames[key] ?? key
  }

  /// Contacts whose name matches `name`: given, middle, family name or nickname starting with it,
  /// ignoring case and diacritics (a predicate a preview's empty store never gets to use).
  open class func predicateForContacts(matchingName name: String) -> NSPredicate {
    NSPredicate { object, _ in
      guard let contact = object as? CNContact else { return false }
      return [contact.givenName, contact.middleName, contact.familyName, contact.nickname].contains {
        $0.range(of: name, options: [.anchored, .caseInsensitive, .diacriticInsensitive]) != nil
      }
    }
  }
  open class func predicateForContacts(withIdentifiers identifiers: [String]) -> NSPredicate {
    NSPredicate { object, _ in (object as? CNContact).map { identifiers.contains($0.identifier) } ?? false }
  }
  open class func predicateForContacts(matching phoneNumber: CNPhoneNumber) -> NSPredicate {
    NSPredicate { object, _ in
      (object as? CNContact)?.phoneNumbers.contains { $0.value.stringValue == phoneNumber.stringValue } ?? false
    }
  }
  open class func predicateForContacts(matchingEmailAddress emailAddress: String) -> NSPredicate {
    NSPredicate { object, _ in
      (object as? CNContact)?.emailAddresses.contains {
        ($0.value as String).caseInsensitiveCompare(emailAddress) == .orderedSame
      }
        ?? false
    }
  }
}

private let keyNames: [String: String] = [
  CNContactNamePrefixKey: "Prefix", CNContactGivenNameKey: "First name", CNContactMiddleNameKey: "Middle name",
  CNContactFamilyNameKey: "Last name", CNContactNameSuffixKey: "Suffix", CNContactNicknameKey: "Nickname",
  CNContactOrganizationNameKey: "Company", CNContactJobTitleKey: "Job title", CNContactDepartmentNameKey: "Department",
  CNContactBirthdayKey: "Birthday", CNContactNoteKey: "Note", CNContactPhoneNumbersKey: "Phone",
  CNContactEmailAddressesKey: "Email", CNContactPostalAddressesKey: "Address", CNContactUrlAddressesKey: "URL",
]

/// A contact whose values the app sets, as previews make sample contacts.
open class CNMutableContact: CNContact, @unchecked Sendable {
  open override var contactType: CNContactType {
    get { values.contactType }
    set { values.contactType = newValue }
  }
  open override var namePrefix: String {
    get { values.namePrefix }
    set { values.namePrefix = newValue }
  }
  open override var givenName: String {
    get { values.givenName }
    set { values.givenName = newValue }
  }
  open override var middleName: String {
    get { values.middleName }
    set { values.middleName = newValue }
  }
  open override var familyName: String {
    get { values.familyName }
    set { values.familyName = newValue }
  }
  open override var previousFamilyName: String {
    get { values.previousFamilyName }
    set { values.previousFamilyName = newValue }
  }
  open override var nameSuffix: String {
    get { values.nameSuffix }
    set { values.nameSuffix = newValue }
  }
  open override var nickname: String {
    get { values.nickname }
    set { values.nickname = newValue }
  }
  open override var phoneticGivenName: String {
    get { values.phoneticGivenName }
    set { values.phoneticGivenName = newValue }
  }
  open override var phoneticMiddleName: String {
    get { values.phoneticMiddleName }
    set { values.phoneticMiddleName = newValue }
  }
  open override var phoneticFamilyName: String {
    get { values.phoneticFamilyName }
    set { values.phoneticFamilyName = newValue }
  }
  open override var organizationName: String {
    get { values.organizationName }
    set { values.organizationName = newValue }
  }
  open override var departmentName: String {
    get { values.departmentName }
    set { values.departmentName = newValue }
  }
  open override var jobTitle: String {
    get { values.jobTitle }
    set { values.jobTitle = newValue }
  }
  open override var note: String {
    get { values.note }
    set { values.note = newValue }
  }
  open override var birthday: DateComponents? {
    get { values.birthday }
    set { values.birthday = newValue }
  }
  open override var imageData: Data? {
    get { values.imageData }
    set { values.imageData = newValue }
  }
  open override var thumbnailImageData: Data? {
    get { values.thumbnailImageData }
    set { values.thumbnailImageData = newValue }
  }
  open override var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] {
    get { values.phoneNumbers }
    set { values.phoneNumbers = newValue }
  }
  open override var emailAddresses: [CNLabeledValue<NSString>] {
    get { values.emailAddresses }
    set { values.emailAddresses = newValue }
  }
  open override var postalAddresses: [CNLabeledValue<CNPostalAddress>] {
    get { values.postalAddresses }
    set { values.postalAddresses = newValue }
  }
  open override var urlAddresses: [CNLabeledValue<NSString>] {
    get { values.urlAddresses }
    set { values.urlAddresses = newValue }
  }
  open override var dates: [CNLabeledValue<NSDateComponents>] {
    get { values.dates }
    set { values.dates = newValue }
  }
}
