import Foundation
import Security
import Testing

/// Security's keychain functions on Vellum's in-memory keychain, with queries written as iOS
/// apps write them (`[String: Any]` with `kSec… as String` keys, and `[CFString: Any]`), and
/// `SecRandomCopyBytes`. Each test uses its own service or tag: the keychain is shared by the
/// process.
@Suite struct SecurityTests {
  @Test func aPasswordIsAddedReadUpdatedAndDeleted() {
    let service = "SecurityTests.password"
    let base: [String: Any] = [
      kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service,
      kSecAttrAccount as String: "ada",
    ]
    var query = base
    query[kSecReturnData as String] = true
    query[kSecMatchLimit as String] = kSecMatchLimitOne
    var result: AnyObject?
    #expect(SecItemCopyMatching(query as CFDictionary, &result) == errSecItemNotFound)
    #expect(result == nil)

    var add = base
    add[kSecValueData as String] = Data("s3cret".utf8)
    #expect(SecItemAdd(add as CFDictionary, nil) == noErr, "MacTypes' code for success")
    #expect(SecItemAdd(add as CFDictionary, nil) == errSecDuplicateItem)
    #expect(SecItemCopyMatching(query as CFDictionary, &result) == errSecSuccess)
    #expect(result as? Data == Data("s3cret".utf8))

    let change = [kSecValueData as String: Data("n3w".utf8)]
    #expect(SecItemUpdate(base as CFDictionary, change as CFDictionary) == errSecSuccess)
    #expect(SecItemCopyMatching(query as CFDictionary, &result) == errSecSuccess)
    #expect(result as? Data == Data("n3w".utf8))

    #expect(SecItemDelete(base as CFDictionary) == errSecSuccess)
    #expect(SecItemDelete(base as CFDictionary) == errSecItemNotFound)
    #expect(SecItemCopyMatching(query as CFDictionary, &result) == errSecItemNotFound)
    #expect(SecItemUpdate(base as CFDictionary, change as CFDictionary) == errSecItemNotFound)
  }

  @Test func keysAreFoundByTagAndSynchronizableApart() {
    // A symmetric key stored as a password manager stores it, in `[CFString: Any]` queries.
    let tag = "SecurityTests.key"
    let key = Data((0..<32).map { UInt8($0) })
    let item: [CFString: Any] = [
      kSecClass: kSecClassKey, kSecAttrKeyClass: kSecAttrKeyClassSymmetric, kSecAttrApplicationTag: tag,
      kSecValueData: key, kSecAttrAccessible: kSecAttrAccessibleWhenUnlocked,
    ]
    #expect(SecItemAdd(item as CFDictionary, nil) == errSecSuccess)
    var synchronized = item
    synchronized[kSecAttrSynchronizable] = true
    synchronized[kSecValueData] = Data([1])
    // The same tag synchronizable is another item.
    #expect(SecItemAdd(synchronized as CFDictionary, nil) == errSecSuccess)

    func read(_ extra: [CFString: Any]) -> (OSStatus, CFTypeRef?) {
      var query: [CFString: Any] = [
        kSecClass: kSecClassKey, kSecAttrApplicationTag: tag, kSecReturnData: kCFBooleanTrue!,
        kSecMatchLimit: kSecMatchLimitAll,
      ]
      query.merge(extra) { $1 }
      var result: CFTypeRef?
      return (SecItemCopyMatching(query as CFDictionary, &result), result)
    }
    #expect((read([:]).1 as? [Data]) == [key])
    #expect((read([kSecAttrSynchronizable: true]).1 as? [Data]) == [Data([1])])
    #expect((read([kSecAttrSynchronizable: kSecAttrSynchronizableAny]).1 as? [Data])?.count == 2)
    #expect(read([kSecAttrKeyClass: kSecAttrKeyClassPrivate]).0 == errSecItemNotFound)

    var attributesQuery: [String: Any] = [
      kSecClass as String: kSecClassKey, kSecAttrApplicationTag as String: tag,
      kSecReturnAttributes as String: true, kSecReturnData as String: true,
    ]
    var result: CFTypeRef?
    #expect(SecItemCopyMatching(attributesQuery as CFDictionary, &result) == errSecSuccess)
    let attributes = result as? [String: Any]
    #expect(attributes?[kSecAttrApplicationTag as String] as? String == tag)
    #expect(attributes?[kSecValueData as String] as? Data == key)
    #expect(attributes?[kSecClass as String] as? String == kSecClassKey as String)
    attributesQuery[kSecAttrSynchronizable as String] = kSecAttrSynchronizableAny
    #expect(SecItemDelete(attributesQuery as CFDictionary) == errSecSuccess)
    #expect(read([kSecAttrSynchronizable: kSecAttrSynchronizableAny]).0 == errSecItemNotFound)
  }

  @Test func badQueriesAndMessages() {
    #expect(SecItemAdd([kSecAttrAccount as String: "nobody"] as CFDictionary, nil) == errSecParam)
    #expect(
      SecCopyErrorMessageString(errSecItemNotFound, nil) as String?
        == "The specified item could not be found in the keychain.")
    #expect(
      SecCopyErrorMessageString(errSecDuplicateItem, nil) as String?
        == "The specified item already exists in the keychain.")
  }

  @Test func randomBytes() {
    var first = [UInt8](repeating: 0, count: 32)
    var second = [UInt8](repeating: 0, count: 32)
    #expect(SecRandomCopyBytes(kSecRandomDefault, first.count, &first) == errSecSuccess)
    #expect(SecRandomCopyBytes(kSecRandomDefault, second.count, &second) == errSecSuccess)
    #expect(first != second && first != [UInt8](repeating: 0, count: 32))
  }
}
