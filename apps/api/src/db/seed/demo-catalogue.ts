/** The demo shop's catalogue: what a Dhaka clothing and general retail shop sells. */

export type GarmentShape = 'shirt' | 'long' | 'drape' | 'kids' | 'jacket' | 'shoe' | 'bag' | 'textile';

export type DemoItem = {
  name: string;
  /** Price range in taka. */
  price: readonly [number, number];
};

export type DemoCategory = {
  title: string;
  shape: GarmentShape;
  styles: readonly string[];
  fabrics: readonly string[];
  items: readonly DemoItem[];
};

export const DEMO_CATEGORIES: readonly DemoCategory[] = [
  {
    title: "Men's Fashion",
    shape: 'shirt',
    styles: ['Classic', 'Slim Fit', 'Everyday', 'Premium', 'Casual', 'Office'],
    fabrics: ['Cotton', 'Linen', 'Denim', 'Khadi', 'Oxford', 'Jersey'],
    items: [
      { name: 'Panjabi', price: [1290, 4590] },
      { name: 'Shirts', price: [890, 2490] },
      { name: 'T-Shirts', price: [350, 990] },
      { name: 'Polo Shirts', price: [650, 1590] },
      { name: 'Jeans', price: [1190, 2890] },
      { name: 'Trousers', price: [990, 2490] },
      { name: 'Fatua', price: [590, 1490] },
      { name: 'Lungi', price: [390, 1190] },
    ],
  },
  {
    title: "Women's Fashion",
    shape: 'drape',
    styles: ['Handloom', 'Printed', 'Embroidered', 'Block Print', 'Everyday', 'Tangail'],
    fabrics: ['Cotton', 'Silk', 'Georgette', 'Muslin', 'Lawn', 'Chiffon'],
    items: [
      { name: 'Saree', price: [1890, 12_900] },
      { name: 'Salwar Kameez', price: [1490, 5490] },
      { name: 'Kurti', price: [690, 1990] },
      { name: 'Three-Piece', price: [1590, 4990] },
      { name: 'Tops', price: [490, 1490] },
      { name: 'Palazzo', price: [590, 1290] },
      { name: 'Abaya', price: [1990, 4990] },
      { name: 'Hijab', price: [290, 890] },
    ],
  },
  {
    title: "Kids' Wear",
    shape: 'kids',
    styles: ['Playful', 'Soft', 'Party', 'Everyday', 'Cartoon Print', 'Festive'],
    fabrics: ['Cotton', 'Jersey', 'Fleece', 'Net', 'Linen', 'Denim'],
    items: [
      { name: "Boys' Panjabi", price: [790, 1990] },
      { name: "Girls' Frock", price: [690, 2290] },
      { name: 'Baby Romper', price: [390, 990] },
      { name: "Kids' T-Shirt", price: [290, 690] },
      { name: 'School Uniform', price: [590, 1290] },
      { name: "Kids' Jeans", price: [690, 1490] },
      { name: 'Party Dress', price: [1290, 3490] },
      { name: 'Night Suit', price: [490, 1090] },
    ],
  },
  {
    title: 'Winter Collection',
    shape: 'jacket',
    styles: ['Warm', 'Quilted', 'Hooded', 'Knitted', 'Lightweight', 'Classic'],
    fabrics: ['Wool', 'Fleece', 'Denim', 'Corduroy', 'Cashmere Blend', 'Acrylic'],
    items: [
      { name: 'Jacket', price: [1890, 5990] },
      { name: 'Hoodie', price: [990, 2490] },
      { name: 'Sweater', price: [890, 2290] },
      { name: 'Shawl', price: [790, 3490] },
      { name: 'Cardigan', price: [990, 2490] },
      { name: 'Blazer', price: [2990, 7990] },
      { name: 'Thermal Set', price: [690, 1590] },
      { name: 'Muffler', price: [290, 890] },
    ],
  },
  {
    title: 'Eid Collection',
    shape: 'long',
    styles: ['Festive', 'Royal', 'Hand-Embroidered', 'Zari Work', 'Elegant', 'Signature'],
    fabrics: ['Silk', 'Jamdani', 'Katan', 'Velvet', 'Brocade', 'Organza'],
    items: [
      { name: 'Eid Panjabi', price: [1990, 6990] },
      { name: 'Jamdani Saree', price: [4990, 18_900] },
      { name: 'Sherwani', price: [5990, 15_900] },
      { name: 'Lehenga', price: [4990, 14_900] },
      { name: 'Festive Kurti', price: [1290, 3490] },
      { name: 'Katan Saree', price: [3990, 12_900] },
      { name: 'Embroidered Three-Piece', price: [2490, 6990] },
      { name: 'Kids Eid Set', price: [1190, 2990] },
    ],
  },
  {
    title: 'Footwear',
    shape: 'shoe',
    styles: ['Comfort', 'Handmade', 'Classic', 'Sporty', 'Formal', 'Everyday'],
    fabrics: ['Leather', 'Suede', 'Canvas', 'Rubber', 'Mesh', 'Jute'],
    items: [
      { name: 'Sandals', price: [690, 1990] },
      { name: 'Sneakers', price: [1490, 4490] },
      { name: 'Loafers', price: [1690, 3990] },
      { name: 'Formal Shoes', price: [2490, 5990] },
      { name: 'Nagra', price: [990, 2490] },
      { name: 'Slippers', price: [250, 790] },
      { name: 'Heels', price: [1290, 3490] },
      { name: 'Kolhapuri', price: [890, 1990] },
    ],
  },
  {
    title: 'Accessories',
    shape: 'bag',
    styles: ['Handcrafted', 'Minimal', 'Classic', 'Everyday', 'Premium', 'Vintage'],
    fabrics: ['Leather', 'Jute', 'Canvas', 'Brass', 'Silver-Plated', 'Cotton'],
    items: [
      { name: 'Bags', price: [890, 3990] },
      { name: 'Wallets', price: [490, 1690] },
      { name: 'Belts', price: [390, 1290] },
      { name: 'Watches', price: [1490, 6990] },
      { name: 'Sunglasses', price: [590, 2490] },
      { name: 'Caps', price: [290, 790] },
      { name: 'Jewellery', price: [390, 4990] },
      { name: 'Scarves', price: [390, 1190] },
    ],
  },
  {
    title: 'Home Textiles',
    shape: 'textile',
    styles: ['Nakshi', 'Floral', 'Soft', 'Handwoven', 'Printed', 'Classic'],
    fabrics: ['Cotton', 'Jute', 'Terry', 'Satin', 'Khadi', 'Muslin'],
    items: [
      { name: 'Bedsheet Set', price: [1290, 3990] },
      { name: 'Nakshi Kantha', price: [2490, 9990] },
      { name: 'Cushion Covers', price: [390, 1190] },
      { name: 'Curtains', price: [990, 2990] },
      { name: 'Towels', price: [290, 990] },
      { name: 'Prayer Mat', price: [490, 1490] },
      { name: 'Table Runner', price: [390, 1190] },
      { name: 'Blanket', price: [1490, 4490] },
    ],
  },
];

export const DEMO_OCCASIONS = [
  'office days',
  'family dawats',
  'Eid and Puja',
  'university',
  'weddings and holud',
  'weekend outings',
  'everyday wear',
  'Pohela Boishakh',
] as const;

export const DEMO_CARE = [
  'Machine wash cold, dry in shade.',
  'Hand wash gently, iron on low heat.',
  'Dry clean recommended for the first wash.',
  'Wash separately; colours may run at first.',
] as const;
