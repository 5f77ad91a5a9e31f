import Foundation

// The Core Foundation types the keychain API is written with. Linux's Foundation has no Core
// Foundation types in its interface, so here they are their toll-free bridged Foundation
// classes, as on Apple platforms: `kSecClass as String`, `query as CFDictionary` and
// `result as? Data` are the same bridging casts they are on iOS.

public typealias CFTypeRef = AnyObject
public typealias CFString = NSString
public typealias CFDictionary = NSDictionary
public typealias CFMutableDictionary = NSMutableDictionary
public typealias CFArray = NSArray
public typealias CFData = NSData
public typealias CFMutableData = NSMutableData
public typealias CFBoolean = NSNumber
public typealias CFNumber = NSNumber
public typealias CFURL = NSURL

/// Core Foundation's true, as the `kCFBooleanTrue!` queries use.
public let kCFBooleanTrue: CFBoolean! = NSNumber(value: true)
/// Core Foundation's false.
public let kCFBooleanFalse: CFBoolean! = NSNumber(value: false)
