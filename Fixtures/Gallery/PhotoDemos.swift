import Foundation
import Vellum
import VellumPreview

/// Photos from an asset catalog (Photos.xcassets, made by Scripts/image-assets): a header
/// filled and clipped, thumbnails filled into squares, the same photos fitted, and an avatar
/// row, on a colour-set background, the way an app's detail screen uses them.
struct PhotoPage: View {
  let names = ["Dawn", "Lake", "Dunes", "Night"]

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 16) {
        Image("Lake", bundle: .module)
          .resizable()
          .scaledToFill()
          .frame(height: 180)
          .clipped()
        VStack(alignment: .leading, spacing: 8) {
          Text("Filled").font(.headline)
          HStack(spacing: 8) {
            ForEach(names, id: \.self) { name in
              Color.clear
                .aspectRatio(1, contentMode: .fit)
                .overlay(Image(name, bundle: .module).resizable().scaledToFill())
                .clipShape(RoundedRectangle(cornerRadius: 8))
            }
          }
          Text("Fitted").font(.headline)
          HStack(spacing: 8) {
            ForEach(names, id: \.self) { name in
              Image(name, bundle: .module)
                .resizable()
                .scaledToFit()
                .frame(maxWidth: .infinity, maxHeight: 80)
                .background(Color.secondary.opacity(0.2))
            }
          }
          HStack(spacing: 12) {
            Image("Night")
              .resizable()
              .scaledToFill()
              .frame(width: 44, height: 44)
              .clipShape(Circle())
            VStack(alignment: .leading) {
              Text("Night sky").font(.body.weight(.semibold))
              Text("Four photos, one catalog").font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
          }
          .padding(12)
          .background(Color("CardTint", bundle: .module), in: RoundedRectangle(cornerRadius: 12))
        }
        .padding(.horizontal)
      }
    }
  }
}

#Preview("PhotoPage") { PhotoPage() }
