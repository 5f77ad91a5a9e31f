@_spi(Reflection) import Swift
import Foundation

/// Which view types can hold dynamic properties, worked out once per type.
///
/// Finding them with `Mirror` on every view cost a fifth of resolve time, and most views
/// hold none. A struct whose declared fields include no `DynamicProperty`, no existential
/// (which could hold one) and no optional of either can never hold one, so it skips
/// `Mirror`; every other type (enums, classes, structs with such fields) is searched with
/// `Mirror` as before.
enum DynamicPropertyTypes {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var known: [ObjectIdentifier: Bool] = [:]

  /// Whether `value`, of type `type`, may hold dynamic properties.
  static func mayHold<V>(_ type: V.Type, _ value: V) -> Bool {
    let key = ObjectIdentifier(type)
    if let answer = lock.withLock({ known[key] }) { return answer }
    let answer = Mirror(reflecting: value).displayStyle == .struct ? structMayHold(type) : true
    lock.withLock { known[key] = answer }
    return answer
  }

  private static func structMayHold(_ type: Any.Type) -> Bool {
    var holds = false
    let complete = _forEachField(of: type) { _, _, fieldType, kind in
      holds = fieldMayHold(fieldType, kind)
      return !holds
    }
    return holds || !complete
  }

  private static func fieldMayHold(_ type: Any.Type, _ kind: _MetadataKind) -> Bool {
    if type is any DynamicProperty.Type { return true }
    switch kind {
    case .existential, .existentialMetatype, .opaque: return true
    case .optional:
      guard let wrapped = (type as? any OptionalWrapping.Type)?.wrappedType else { return true }
      return wrapped is any DynamicProperty.Type || wrapped is any OptionalWrapping.Type || isExistential(wrapped)
    default: return false
    }
  }

  /// Whether a type is an existential (`Any`, `any P`), found through the field of a
  /// one-field probe struct.
  private static func isExistential(_ type: Any.Type) -> Bool {
    func probe<T>(_: T.Type) -> Bool {
      var result = true
      _forEachField(of: Probe<T>.self) { _, _, _, kind in
        result = kind == .existential || kind == .existentialMetatype || kind == .opaque
        return false
      }
      return result
    }
    return probe(type)
  }

  private struct Probe<T> { var value: T }
}

/// Gives an optional type's wrapped type.
private protocol OptionalWrapping { static var wrappedType: Any.Type { get } }
extension Optional: OptionalWrapping { static var wrappedType: Any.Type { Wrapped.self } }
