import Foundation

/// A shader function with its arguments, as SwiftUI's `Shader` (iOS 17): what
/// `colorEffect`, `distortionEffect` and `layerEffect` take, and a shape style.
///
/// Vellum runs no Metal, so a shader is never evaluated: the effects draw their content
/// unchanged, and a shape filled with a shader is filled with the secondary system fill,
/// Vellum's placeholder grey for what it cannot draw (iOS paints the shader's colours).
public struct Shader: ShapeStyle, @unchecked Sendable {
  public var function: ShaderFunction
  public var arguments: [Argument]
  /// Whether the shader may produce extended-range colours; kept.
  public var dithersColor = false
  public var allowsDynamicRange = false

  public init(function: ShaderFunction, arguments: [Argument]) {
    self.function = function
    self.arguments = arguments
  }

  public func _paint(in environment: EnvironmentValues) -> Paint {
    Color.secondarySystemFill._paint(in: environment)
  }

  /// A value a shader function is passed, as SwiftUI's `Shader.Argument`; kept, never sent.
  public struct Argument: @unchecked Sendable {
    enum Value {
      case floats([Double])
      case color(Color)
      case image(Image)
      case data(Data)
      case boundingRect
    }
    let value: Value

    public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument { Argument(value: .floats([Double(x)])) }
    public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument {
      Argument(value: .floats([Double(x), Double(y)]))
    }
    public static func float2(_ point: CGPoint) -> Argument { float2(point.x, point.y) }
    public static func float2(_ size: CGSize) -> Argument { float2(size.width, size.height) }
    public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Argument {
      Argument(value: .floats([Double(x), Double(y), Double(z)]))
    }
    public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T) -> Argument {
      Argument(value: .floats([Double(x), Double(y), Double(z), Double(w)]))
    }
    public static func floatArray(_ array: [Float]) -> Argument { Argument(value: .floats(array.map(Double.init))) }
    public static func color(_ color: Color) -> Argument { Argument(value: .color(color)) }
    public static func colorArray(_ array: [Color]) -> Argument { Argument(value: .floats([])) }
    public static func image(_ image: Image) -> Argument { Argument(value: .image(image)) }
    public static func data(_ data: Data) -> Argument { Argument(value: .data(data)) }
    /// The bounds of the view the shader is applied to, as a `float4`.
    public static var boundingRect: Argument { Argument(value: .boundingRect) }
  }
}
