import Foundation

/// What a fetch asks a contact to carry: a key (`CNContactGivenNameKey as CNKeyDescriptor`) or a
/// formatter's set of keys. Apple's is an Objective-C protocol that `NSString` adopts; here
/// `String` adopts it too, so `[CNContactGivenNameKey, …] as [CNKeyDescriptor]` compiles.
public protocol CNKeyDescriptor {}

extension String: CNKeyDescriptor {}
extension NSString: CNKeyDescriptor {}

/// A set of keys standing for one (a formatter's `descriptorForRequiredKeys(for:)`).
struct CNKeySet: CNKeyDescriptor {
  let keys: [String]
}
