import Contacts
import ContactsUI
import Foundation
import Testing
import Vellum

/// Contacts on a device whose person declines access: the store refuses with Apple's error and
/// hands out nothing, while contacts a preview makes keep and format their values.
@Suite struct ContactsTests {
  final class Friends: ObservableObject {
    @Published var names: [String] = []
    @Published var status = "Loading"

    func load() {
      let store = CNContactStore()
      store.requestAccess(for: .contacts) { granted, error in
        guard granted else {
          self.status = (error as NSError?)?.localizedDescription ?? "Denied"
          return
        }
        let request = CNContactFetchRequest(
          keysToFetch: [CNContactGivenNameKey, CNContactFamilyNameKey] as [CNKeyDescriptor])
        try? store.enumerateContacts(with: request) { contact, _ in self.names.append(contact.givenName) }
        self.status = "Loaded"
      }
    }
  }

  static func sample() -> CNMutableContact {
    let contact = CNMutableContact()
    contact.givenName = "Ada"
    contact.middleName = "King"
    contact.familyName = "Lovelace"
    contact.phoneNumbers = [
      CNLabeledValue(label: CNLabelPhoneNumberMobile, value: CNPhoneNumber(stringValue: "+44 20 7946 0000"))
    ]
    contact.emailAddresses = [CNLabeledValue(label: CNLabelWork, value: "ada@example.com" as NSString)]
    let address = CNMutablePostalAddress()
    address.street = "1 Infinite Loop"
    address.city = "Cupertino"
    address.state = "CA"
    address.postalCode = "95014"
    contact.postalAddresses = [CNLabeledValue(label: CNLabelHome, value: address)]
    contact.birthday = DateComponents(year: 1815, month: 12, day: 10)
    return contact
  }

  @Test func accessIsDeniedWithApplesError() async {
    #expect(CNContactStore.authorizationStatus(for: .contacts) == .notDetermined)
    let friends = Friends()
    friends.load()
    #expect(friends.status == "Access Denied" && friends.names.isEmpty)
    await #expect(throws: CNError(.authorizationDenied)) { try await CNContactStore().requestAccess(for: .contacts) }
  }

  @Test func fetchesAndSavesThrowAuthorizationDenied() throws {
    let store = CNContactStore()
    let keys = [CNContactGivenNameKey as CNKeyDescriptor, CNContactFormatter.descriptorForRequiredKeys(for: .fullName)]
    do {
      _ = try store.unifiedContacts(matching: CNContact.predicateForContacts(matchingName: "Ada"), keysToFetch: keys)
      Issue.record("a preview's store gave contacts")
    } catch CNError.authorizationDenied {
    } catch { Issue.record("unexpected \(error)") }
    let error = try #require(throws: CNError.self) {
      let request = CNSaveRequest()
      request.add(Self.sample(), toContainerWithIdentifier: nil)
      try store.execute(request)
    }
    let bridged = error as NSError
    #expect(bridged.domain == CNErrorDomain && bridged.code == 100)
  }

  @Test func handMadeContactsKeepAndFormatTheirValues() throws {
    let contact = Self.sample()
    #expect(CNContactFormatter.string(from: contact, style: .fullName) == "Ada King Lovelace")
    #expect(contact.phoneNumbers.first?.value.stringValue == "+44 20 7946 0000")
    #expect(CNLabeledValue<NSString>.localizedString(forLabel: contact.phoneNumbers[0].label!) == "mobile")
    #expect(contact.emailAddresses.first.map { $0.value as String } == "ada@example.com")
    #expect(contact.birthday?.year == 1815 && contact.imageData == nil && !contact.imageDataAvailable)
    let address = try #require(contact.postalAddresses.first?.value)
    #expect(
      CNPostalAddressFormatter.string(from: address, style: .mailingAddress) == "1 Infinite Loop\nCupertino CA 95014")

    let copy = try #require(contact.copy() as? CNContact)
    #expect(copy.givenName == "Ada" && copy.identifier == contact.identifier && !(copy is CNMutableContact))
    let edited = try #require(copy.mutableCopy() as? CNMutableContact)
    edited.givenName = "Augusta"
    #expect(copy.givenName == "Ada" && edited.givenName == "Augusta")

    let company = CNMutableContact()
    company.contactType = .organization
    company.organizationName = "Analytical Engines"
    #expect(CNContactFormatter.string(from: company, style: .fullName) == "Analytical Engines")
    #expect(CNContactFormatter.string(from: CNMutableContact(), style: .fullName) == nil)
  }

  @Test func aPickerKeepsItsSettingsAndNeverCallsItsDelegate() {
    final class Picked: CNContactPickerDelegate {
      var picked: CNContact?
      func contactPicker(_ picker: CNContactPickerViewController, didSelect contact: CNContact) { picked = contact }
    }
    let delegate = Picked()
    let picker = CNContactPickerViewController()
    picker.delegate = delegate
    picker.displayedPropertyKeys = [CNContactPhoneNumbersKey]
    #expect(picker.delegate === delegate && picker.displayedPropertyKeys == ["phoneNumbers"] && delegate.picked == nil)
  }

  @Test func contactsGoToAVCardAndComeBack() throws {
    let ada = CNMutableContact()
    ada.givenName = "Ada"
    ada.familyName = "Lovelace"
    ada.organizationName = "Analytical Engines"
    ada.jobTitle = "Programmer; first"
    ada.phoneNumbers = [
      CNLabeledValue(label: CNLabelPhoneNumberMobile, value: CNPhoneNumber(stringValue: "+44 20 7946 0000")),
      CNLabeledValue(label: "Lab", value: CNPhoneNumber(stringValue: "555-0100")),
    ]
    ada.emailAddresses = [CNLabeledValue(label: CNLabelWork, value: "ada@example.com" as NSString)]
    let charles = CNMutableContact()
    charles.givenName = "Charles"
    charles.familyName = "Babbage"
    let data = try CNContactVCardSerialization.data(with: [ada, charles])
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.hasPrefix("BEGIN:VCARD\r\nVERSION:3.0\r\nN:Lovelace;Ada;;;\r\nFN:Ada Lovelace\r\n"), "\(text)")
    #expect(text.contains("\r\nTITLE:Programmer\\; first\r\n"))
    #expect(text.contains("\r\nTEL;type=CELL;type=VOICE;type=pref:+44 20 7946 0000\r\n"))
    #expect(text.contains("\r\nitem1.TEL;type=VOICE:555-0100\r\nitem1.X-ABLabel:Lab\r\n"))
    #expect(text.contains("\r\nEMAIL;type=INTERNET;type=WORK;type=pref:ada@example.com\r\n"))
    #expect(text.components(separatedBy: "END:VCARD\r\n").count == 3)

    let read = try CNContactVCardSerialization.contacts(with: data).compactMap { $0 as? CNContact }
    #expect(read.map(\.givenName) == ["Ada", "Charles"])
    #expect(read[0].familyName == "Lovelace" && read[0].jobTitle == "Programmer; first")
    #expect(read[0].organizationName == "Analytical Engines")
    #expect(read[0].phoneNumbers.map(\.value.stringValue) == ["+44 20 7946 0000", "555-0100"])
    #expect(read[0].phoneNumbers.map(\.label) == [CNLabelPhoneNumberMobile, "Lab"])
    #expect(read[0].emailAddresses.map { $0.value as String } == ["ada@example.com"])
    #expect(read[0].emailAddresses.first?.label == CNLabelWork)
    #expect(throws: CocoaError.self) { try CNContactVCardSerialization.contacts(with: Data("hello".utf8)) }
  }
}
